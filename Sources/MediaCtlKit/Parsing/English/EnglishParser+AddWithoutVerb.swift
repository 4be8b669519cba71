import Foundation

/// Add requests said without an add verb ("X needs Y added to it") and the destination's own reading.
extension Work {
  /// Words after the item of "X needs Y added to it", by key, made once (not arrays per request).
  static let needsTails: [[WordKey]] = [["added", "to", "it"], ["added", "to", "this"], ["added"], ["in", "it"], ["on", "it"], ["added", "in"]]

  /// "my jazz for loving couples needs more push the button", "the spring classical playlist
  /// needs X added to it", "I need another tune in my Y playlist": add requests without an add verb.
  mutating func addWithoutVerb(options: inout PlayOptions) -> MediaRequest? {
    // "my timeless love songs playlist should include viderunt omnes".
    if let k = (start + 1..<max(start + 1, end - 1)).first(where: { ["include", "includes"].contains(wordKeys[$0]) && namesPlaylist(start, $0) }) {
      var d = k
      if Self.addAux.contains(wordKeys[d - 1]), d - 1 > start { d -= 1 }
      use(d..<k + 1, "verb", field: "intent", value: IntentKind.add.rawValue)
      let destination = parseDestination(start..<d)
      start = k + 1
      trace.rule = "add.include"
      return addRequest(destination: destination, options: &options)
    }
    if let k = (start..<end).first(where: { wordKeys[$0] == "needs" || wordKeys[$0] == "need" && $0 > start && wordKeys[$0 - 1] != "i" }), k > start, k + 1 < end {
      var e = end
      for tail in Self.needsTails where e - tail.count > k + 1 {
        if wordKeys[e - tail.count..<e].elementsEqual(tail) { e -= tail.count; break }
      }
      var itemStart = k + 1
      if ["more", "another", "some", "a"].contains(wordKeys[itemStart]), itemStart + 1 < e { itemStart += 1 }
      use(k..<itemStart, "verb", field: "intent", value: IntentKind.add.rawValue)
      let destination = parseDestination(start..<k)
      start = itemStart
      end = e
      trace.rule = "add.needs"
      return addRequest(destination: destination, options: &options)
    }
    // (The first word before the list of leads is made: most requests start otherwise.)
    guard start < end, wordKeys[start] == "i" || wordKeys[start] == "i'd" else { return nil }
    for lead in ["i need another", "i want another", "i'd like another", "i need one more", "i want one more"] where phrase(lead, at: start) {
      let n = lead.split(separator: " ").count
      guard let split = destinationSplit(from: start + n), split > start + n else { return nil }
      use(start..<start + n, "verb", field: "intent", value: IntentKind.add.rawValue)
      use(split..<split + 1, "rule")
      let destination = parseDestination(split + 1..<end)
      start += n
      end = split
      trace.rule = "add.another"
      return addRequest(destination: destination, options: &options)
    }
    return nil
  }

  /// Family words that make "my mother's X" an owner, not part of the name.
  static let ownerNouns: WordSet = [
    "mother's", "mom's", "mum's", "father's", "dad's", "sister's", "brother's", "wife's", "husband's",
    "friend's", "boyfriend's", "girlfriend's", "son's", "daughter's", "kid's", "kids'", "family's",
    "roommate's", "partner's", "cousin's", "aunt's", "uncle's", "grandma's", "grandpa's", "baby's",
  ]

  static let destinationKinds: WordSet = ["soundtrack", "track", "selection", "album", "collection", "section", "group"]

  /// "my library" → library; "my Road Trip playlist", "the playlist Road Trip", "Geraldine's
  /// pop punk playlist", "Road Trip" → that playlist.
  mutating func parseDestination(_ range: Range<Int>) -> MediaDestination {
    var s = range.lowerBound
    var e = range.upperBound
    if saysLibrary(s, e) || (e - s >= 2 && wordKeys[s] == "my" && saysLibrary(s + 1, e)) {
      use(range, "rule", field: "mediaDestination", value: "library")
      return .library
    }
    var owner: String?
    var stripped: [String] = []
    s = skipMisheardThe(s, e)  // ("to he X playlist": `EnglishParser+DestinationWords`.)
    // "one of my playlists, Quiet Evening Picks", "one of my lists called X": which one is named after.
    if e - s >= 5, phrase("one of", at: s), ["my", "our", "the", "his", "her", "their"].contains(wordKeys[s + 2]),
      ["playlists", "lists", "play lists"].contains(wordKeys[s + 3])
    {
      for k in s..<s + 4 { used[k] = true }
      s += 4
      if ["called", "named", "titled", "entitled"].contains(wordKeys[s]), s + 1 < e {
        used[s] = true
        s += 1
      }
    }
    // One determiner: a second one is the name's own ("my The Sleep Machine Waterscapes", "the
    // a peaceful rush hour playlist").
    // A capitalised one is the name's too ("to Your Favorite Slaughterhouse playlist", "to The
    // New Waltz playlist"), and so is "a" before a longer name ("to a sudden rainstorm").
    let article = s < e - 1 && (wordKeys[s] == "a" || wordKeys[s] == "an") && e - s > 2
    // "to the pulse of americana", "to the selektor": without a kind word ("the X playlist",
    // "the playlist X"), "the" is the name's own.
    let kindSaid = (s..<e).contains { EnglishLexicon.playlistWords.contains(wordKeys[$0]) || Self.destinationKinds.contains(wordKeys[$0]) }
    let namesOwnThe = s < e && wordKeys[s] == "the" && !kindSaid && s > 0
    // ("teh": a typed "the".)
    if s < e - 1, ["my", "the", "a", "an", "our", "your", "his", "her", "their", "teh"].contains(wordKeys[s]), !isTitleCased(s), !article, !namesOwnThe {
      stripped.append(words[s])
      used[s] = true
      s += 1
      s = skipCurrent(s, e)  // ("my current X playlist".)
    }
    // "Editor's Picks": a possessive inside a name the catalog knows, or a capitalised one that
    // opens a capitalised name and is no person's, is the name's.
    if s < e - 1, isPossessive(s), stripped.isEmpty || Self.ownerNouns.contains(wordKeys[s]), !possessiveInName(s, e) {
      owner = tokens[s].text
      used[s] = true
      s += 1
    }
    // "playlist called X", "playlist X".
    if s < e - 1, EnglishLexicon.playlistWords.contains(wordKeys[s]) {
      used[s] = true
      s += 1
      s = skipNamingRelative(s, e)  // ("the playlist that is called X".)
      if s < e - 1, ["called", "named", "titled", "entitled", "under"].contains(wordKeys[s]) {
        used[s] = true
        s += 1
      } else if s < end, wordKeys[s] == "with" || wordKeys[s] == "by" {
        // "the playlist with the title 50 Clásicos", "with the name X", "by the name of X".
        // (Every lead starts so: the list is made only then.)
        for lead in ["with the title", "with the name", "by the name of", "by the name", "with title", "with name"] where phrase(lead, at: s) {
          let n = lead.split(separator: " ").count
          if s + n < e {
            for k in s..<s + n { used[k] = true }
            s += n
          }
          break
        }
      }
    }
    // "X playlist", "X play list", "X list", "X song list".
    if e - s > 1, wordKeys[e - 1] == "list", wordKeys[e - 2] == "play" || wordKeys[e - 2] == "song" {
      used[e - 1] = true
      used[e - 2] = true
      e -= 2
    } else if e - s > 1, EnglishLexicon.playlistWords.contains(wordKeys[e - 1]) || Self.destinationKinds.contains(wordKeys[e - 1]),
      // "The MetalSucks Playlist": a capitalised kind word after a capitalised name is the name's.
      !(isCapitalisedWord(e - 1) && isTitleCased(e - 2))
    {
      // "the Pumping Iron soundtrack", "Women of Electronic selection": the kind, not the name.
      used[e - 1] = true
      e -= 1
      // "Indie Español my playlist": the owner after the name.
      if e - s > 1, ["my", "our"].contains(wordKeys[e - 1]) {
        used[e - 1] = true
        e -= 1
      }
    }
    guard s < e else {
      return .library
    }
    let name = spoken(s..<e)
    // A vocabulary hit keeps its identifier spelling.
    let key = context.mayBeVocabulary(name) ? TextNormalizer.key(name) : ""
    let vocab = context.vocabularyKeys.first { $0.key == key && context.vocabulary.entries[$0.entry].type == .mediaPlaylistTitle }
      .map { context.vocabulary.entries[$0.entry] }
    let value = vocab?.identifier ?? name
    use(s..<e, vocab == nil ? "rule" : "vocabulary:mediaPlaylistTitle", field: "mediaDestination.playlistName", value: value)
    if trace.isRecording, vocab == nil, context.isKnownTitle(name) { noteHeld(s..<e, .title) }
    if let owner { trace.note("rule", owner, "-", "playlist owner (not a SiriKit field)") }
    return .playlist(value)
  }
}
