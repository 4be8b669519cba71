extension EnglishLexicon {
  /// Ordering words (`INMediaSortOrder`), longest phrases first.
  static let sortWords: [(phrase: String, order: MediaSortOrder)] = [
    ("newest first", .newest), ("latest first", .newest), ("new first", .newest), ("most recent first", .newest),
    ("oldest first", .oldest), ("old first", .oldest), ("earliest first", .oldest),
    ("starting with the newest", .newest), ("starting with the latest", .newest), ("best selling", .popular),
    ("most recent", .newest), ("most current", .newest), ("brand new", .newest), ("newest", .newest),
    ("latest", .newest), ("new", .newest), ("recent", .newest), ("last", .newest),
    ("oldest", .oldest), ("earliest", .oldest), ("first", .oldest),
    ("top rated", .best), ("highest rated", .best), ("best rated", .best), ("best", .best),
    ("greatest", .best), ("finest", .best), ("all time best", .best),
    ("worst", .worst), ("lowest rated", .worst),
    ("most popular", .popular), ("popular", .popular), ("top", .popular), ("hits", .popular),
    ("hit", .popular), ("biggest", .popular), ("chart", .popular), ("charting", .popular),
    ("charts", .popular), ("chart toppers", .popular), ("chart-toppers", .popular), ("chart hits", .popular),
    // Charts by name: "the Billboard top 10", "the Hot 100".
    ("billboard", .popular), ("hot 100", .popular), ("hot one hundred", .popular),
    ("least popular", .unpopular), ("unpopular", .unpopular), ("obscure", .unpopular), ("underrated", .unpopular),
    ("trending", .trending), ("hottest", .trending), ("hot", .trending), ("viral", .trending),
    ("recommended", .recommended), ("something good", .recommended), ("something nice", .recommended),
    ("something i like", .recommended), ("something i'd like", .recommended), ("suggested", .recommended),
    ("something i would like", .recommended), ("something i might like", .recommended), ("something i'll like", .recommended),
    ("something i would enjoy", .recommended), ("something i'd enjoy", .recommended), ("something i might enjoy", .recommended),
    ("good", .recommended), ("for me", .recommended),
    // Other words of praise ask for something good as "good" does ("a great song", "some nice
    // music", "something awesome"); read where "good" is (`Work.praiseWords`).
    ("great", .recommended), ("nice", .recommended), ("awesome", .recommended), ("amazing", .recommended),
    ("decent", .recommended), ("excellent", .recommended),
    ("something great", .recommended), ("something awesome", .recommended), ("something amazing", .recommended),
    ("something decent", .recommended),
  ]
}
