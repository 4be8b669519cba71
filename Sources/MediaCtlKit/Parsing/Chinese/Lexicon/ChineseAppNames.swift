extension ChineseLexicon {
  /// Well-known media apps people name in Chinese requests (reviewed list of real products),
  /// besides the catalog's own app names and the English list (`EnglishLexicon.appNames`). Matched without case or spaces.
  static let appNames: [String] = [
    "QQ音乐", "网易云音乐", "网易云", "酷狗音乐", "酷狗", "酷我音乐", "酷我", "虾米音乐", "咪咕音乐", "千千音乐",
    "汽水音乐", "喜马拉雅", "喜马拉雅FM", "蜻蜓FM", "荔枝FM", "懒人听书", "小宇宙", "Apple Music", "苹果音乐",
    "Apple Podcasts", "苹果播客", "全民K歌", "抖音", "哔哩哔哩", "B站",
    "百度音乐", "华为音乐", "小米音乐", "亚马逊音乐",
  ]
}
