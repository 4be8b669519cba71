/// A station or show described by what it carries, when that is not a genre: "a radio station
/// with news", "a radio channel for good jokes", "the local station that has the ball game",
/// "a podcast about the stock market" (the podcast reader's).
///
/// - In the object, a station word, a link ("with", "for", "playing", "that plays", "that has",
///   "about") and the content: the type is a radio station and the content is what to find
///   (mediaName), as a show's topic is. A genre is `readStationByGenre`'s ("a radio channel for
///   trance music"); a name the catalog knows is left to the name readers.
/// - Before the not-media decision: a domain word said as what a station, a podcast or an
///   episode carries ("search and play a radio station with news", "find the latest podcast
///   about the election") is its content, not a request to that domain.
extension Work {
  static let contentLinks = PhraseTable(
    ["with", "for", "playing", "that plays", "that play", "that has", "that carries", "about", "covering", "carrying", "featuring"].map { ($0, ()) })
  /// Kinds whose content may be a domain word ("news", "weather", "sports").
  static let contentKinds = PhraseTable(
    (EnglishLexicon.stationWords + ["podcast", "podcasts", "episode", "episodes", "audiobook", "audiobooks"]).map { ($0, ()) })
  /// Words that say nothing of the content ("for me", "with the kids in the car").
  static let contentFillers: WordSet = ["me", "us", "you", "him", "her", "them", "it", "the", "a", "an", "my", "our", "now", "please", "today", "tonight", "car", "kids", "family"]

  mutating func readStationByContent(_ search: inout MediaSearch, _ first: Int, _ s0: Int, _ stop: Int) -> Bool {
    var s = s0
    while s < stop - 1, Self.stationModifiers.contains(wordKeys[s]) { s += 1 }
    guard let st = Self.stationTable.match(wordKeys, at: s, limit: stop) else { return false }
    let l = s + st.words.count
    guard let link = Self.contentLinks.match(wordKeys, at: l, limit: stop) else { return false }
    var c = l + link.words.count
    while c < stop - 1, ["the", "some", "a", "an", "any"].contains(wordKeys[c]) { c += 1 }
    guard c < stop, stop - c <= 5, (c..<stop).allSatisfy({ !used[$0] }),
      !(c..<stop).allSatisfy({ Self.contentFillers.contains(wordKeys[$0]) }),
      !(c..<stop).contains(where: { EnglishParser.genres.match(wordKeys, at: $0, limit: stop) != nil }),
      knownNameSpan(c..<stop) == nil
    else { return false }
    let name = spoken(c..<stop)
    search.mediaName = name
    if context.app.declaresCategory(of: .radioStation) {
      search.mediaType = .radioStation
      trace.note("lexicon:stations", "", "mediaSearch.mediaType", "radioStation")
    }
    use(first..<c, "rule:station")
    use(c..<stop, "rule:station", field: "mediaSearch.mediaName", value: name)
    return true
  }

  /// Whether a station, a podcast or an episode is said with its content after a link ("a radio
  /// station with news"): the domain words after it are what it carries.
  func kindCarriesContent() -> Bool {
    guard end - start >= 3 else { return false }
    for i in start..<end - 2 {
      guard let k = Self.contentKinds.match(wordKeys, at: i, limit: end) else { continue }
      // "the TV channel with the news" is television.
      if i > start, ["tv", "television"].contains(wordKeys[i - 1]) { continue }
      let l = i + k.words.count
      if l < end - 1, Self.contentLinks.match(wordKeys, at: l, limit: end) != nil { return true }
    }
    return false
  }
}

/// A station or network turned on by its call sign, written in capitals in mixed-case text:
/// "turn on NPR", "can you turn MSNBC on", "turn on PDR AM". The letters are a broadcaster's
/// name, not a device: a request to play it (it was not media, for want of a media word).
/// Device words are their domain's ("turn on the TV", "turn on GPS", `deviceAcronyms`), and
/// lowercase or all-capital text gives no such evidence.
extension Work {
  static let turnOnVerbs: WordSet = ["turn", "switch", "put"]
  /// Devices and settings named by their letters.
  static let deviceAcronyms: WordSet = [
    "tv", "ac", "gps", "led", "leds", "usb", "vpn", "nfc", "hdmi", "dnd", "pc", "wifi", "lte", "ps4", "ps5", "dvd", "vcr", "hvac",
  ]

  mutating func callSignPlay() -> MediaRequest? {
    guard end - start >= 3, end - start <= 5, someWordStartsLowercase, Self.turnOnVerbs.contains(wordKeys[start]) else { return nil }
    var i = start + 1
    let onFirst = wordKeys[i] == "on"
    if onFirst { i += 1 }
    if i < end, wordKeys[i] == "the" { i += 1 }
    guard i < end, isCallSign(i) else { return nil }
    let sign = i
    i += 1
    var band = false
    if i < end, RadioFrequencyNormaliser.bandWords.contains(wordKeys[i]) {
      band = true
      i += 1
    }
    let name = sign..<i
    if !onFirst {
      guard i < end, wordKeys[i] == "on" else { return nil }
      i += 1
    }
    guard i == end else { return nil }
    let scan = scanCues(start..<end)
    guard scan.hard == nil, scan.soft == nil else { return nil }
    trace.rule = "play.callSign"
    use(start..<end, "verb", field: "intent", value: IntentKind.play.rawValue)
    let said = spoken(name)
    var search = MediaSearch(mediaName: said)
    if band, context.app.declaresCategory(of: .radioStation) { search.mediaType = .radioStation }
    use(name, "rule", field: "mediaSearch.mediaName", value: said)
    return MediaRequest(.intent(.play(PlayMediaIntent(mediaSearch: search))), appName: appName)
  }

  /// Two to six capital letters ("NPR", "KEXP", "MSNBC"), not a device's.
  func isCallSign(_ i: Int) -> Bool {
    let flags = tokens[i].caseFlags
    return plain[i] && flags.contains(.startsUppercase) && !flags.contains(.lowercaseAfterFirst)
      && (2...6).contains(words[i].utf8.count) && words[i].utf8.allSatisfy { (0x61...0x7A).contains($0) }
      && !Self.deviceAcronyms.contains(wordKeys[i])
  }
}
