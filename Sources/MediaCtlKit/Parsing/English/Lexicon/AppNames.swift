extension EnglishLexicon {
  /// Well-known media apps and services, so "on Spotify" is read as an app name. Reviewed list
  /// of real products; the catalog's own app name and alternative names are added at run time.
  static let appNames: [String] = [
    "Spotify", "Apple Music", "YouTube", "YouTube Music", "Youtube", "Pandora", "Deezer",
    "Tidal", "Amazon Music", "Amazon Prime Music", "Prime Music", "SoundCloud", "Sound Cloud",
    "Google Music", "Google Play Music", "Google Play", "iHeartRadio", "iHeart", "iheart radio",
    "TuneIn", "Tune In", "Napster", "Last.fm", "Last fm", "Lastfm", "Slacker", "Slacker Radio",
    "Groove Shark", "Grooveshark", "Groove Music", "Zvooq", "Vimeo", "Netflix", "Audible",
    "Overcast", "Pocket Casts", "Castro", "Stitcher", "Apple Podcasts", "Google Podcasts",
    "Sirius", "SiriusXM", "Sirius XM", "Anghami", "JioSaavn", "Saavn", "Gaana", "Qobuz", "Bandcamp",
    "Mixcloud", "Shazam", "Plex", "Audiomack", "NPR One", "BBC Sounds", "Libby", "Libro.fm",
    "Downpour", "Scribd", "Storytel", "Spotify Premium", "itunes", "iTunes", "Itunes", "Radio Garden",
    "QQ Music", "QQ音乐", "NetEase Cloud Music", "网易云音乐", "酷狗音乐", "酷我音乐", "虾米音乐",
    "喜马拉雅", "蜻蜓FM", "Apple Books", "Kindle", "Yandex Music", "Boomplay", "Joox", "KKBOX",
    "Melon", "Line Music", "AWA", "Resso",
  ]
}
