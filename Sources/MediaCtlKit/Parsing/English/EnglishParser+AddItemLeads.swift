/// An added item introduced by a word for "an item of the list": "add the entity Por una
/// cabeza to …", "add entity eternally to …", "add an entry for Clair de Lune in my …", "add a
/// new entry for X". The lead says only that a name follows; the name after it is held whole
/// (as after "the name X", `addRequest`).
extension Work {
  /// Leads, by their words; the first word of each is one of `itemLeadFirstWords`.
  static let itemLeads = EnglishParser.table([
    "the entity", "an entity", "entity", "the entry", "the entry for", "an entry for", "a new entry for", "entry for",
    "a new entry", "an entry", "the item", "the item called", "an item called",
  ])
  static let itemLeadFirstWords: WordSet = ["the", "an", "a", "entity", "entry"]
  static let bareItemLeads: WordSet = ["entity", "entry"]

  /// Sets the lead aside when the added item opens with one and a name follows it.
  mutating func skipItemLead() {
    guard start < end, Self.itemLeadFirstWords.contains(wordKeys[start]),
      let m = Self.itemLeads.match(wordKeys, at: start, limit: end), start + m.words.count < end
    else { return }
    let n = m.words.count
    // "the Entity album": a capitalised word after the article is a name's own.
    guard !isTitleCased(start + 1) || Self.bareItemLeads.contains(wordKeys[start]) else { return }
    use(start..<start + n, "filler")
    start += n
    introducedName = start
  }
}
