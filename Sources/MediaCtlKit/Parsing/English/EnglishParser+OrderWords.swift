/// An order word before a show's name and its kind word says which episode, not what the show
/// is called: "play the next Night Owls episode", "play the previous Deep Field chapter". The
/// name is the words between (as in "the next episode of Night Owls"); the order word is set
/// aside. The Now Playing step itself ("move on to the next episode") is
/// `Work.findEpisodeStep`; an order word with no name after it is talk (`Work.isOrderTalk`).
///
/// Run after the kind words are marked (`markTypes`): the order word must open the object
/// (after a determiner at most), one or more free words must follow it, and a podcast or
/// book kind word must close them. A title the catalog knows keeps its words.
extension Work {
  mutating func markOrderWords(_ roles: inout [Role]) {
    guard opens(.orderWord) else { return }
    for i in start..<end where roles[i] == .free && EnglishLexicon.orderLeads.contains(wordKeys[i]) {
      let p = previousIndex(i, roles)
      if let p, !(roles[p] == .free && EnglishLexicon.orderDeterminers.contains(wordKeys[p])) { continue }
      var k = i + 1
      while k < end, roles[k] == .free { k += 1 }
      guard k > i + 1, k < end, case .type(let t?) = roles[k], Self.orderedKinds.contains(t) else { continue }
      if isKnownTitle(i..<k) || isKnownTitle(i..<k + 1) { continue }
      // The determiner goes with it ("the next …"): it no longer stands before the name.
      let from = p ?? i
      for k in from...i { roles[k] = .skip }
      use(from..<i + 1, "order", field: "-", value: "which episode (no SiriKit field)")
    }
  }

  static let orderedKinds: Set<MediaItemType> = [.podcastEpisode, .podcastShow, .audioBook]
}

extension EnglishLexicon {
  /// Words of order before a name and its kind ("the next X episode"). "last" and "latest" are
  /// sort words (newest) and are read there.
  static let orderLeadWords: [String] = ["next", "previous", "following", "upcoming", "prior", "preceding"]
  static let orderLeads = WordSet(orderLeadWords)
  static let orderDeterminers: WordSet = ["the", "my", "our", "a", "an", "this", "that"]
}
