/// Normalised keys (`TextNormalizer.key`) of names that repeat across the candidates of one
/// request, each spelling normalised once: an artist's name on each of their thousand songs,
/// a genre on every item of a genre request.
/// With `shared`, spellings are also remembered across requests (an index's `typoMemo`):
/// "the best X album" normalises X's name on every item by X, request after request.
struct KeyMemo {
  private var last: (text: String, key: String)?
  private var keys: [String: String] = [:]
  private let shared: SlotMemo<String, String>?

  init(shared: SlotMemo<String, String>? = nil) {
    self.shared = shared
  }

  mutating func key(_ text: String) -> String {
    if let last, last.text == text { return last.key }
    let key: String
    if let shared {
      key = shared.value(text, hash: text.hashValue) { TextNormalizer.key(text) }
    } else if let known = keys[text] {
      key = known
    } else {
      key = TextNormalizer.key(text)
      keys[text] = key
    }
    last = (text, key)
    return key
  }
}
