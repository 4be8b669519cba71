/// A like or dislike given to something, said after it: "给这首歌点个赞", "为周杰伦的晴天加个红心",
/// "给这首打个差评". The music sits between 给/为 and the gesture, so the likes read from the
/// start of the request ("我喜欢这首歌") do not see it.
extension ChineseWork {
  mutating func givenAffinity() -> MediaRequest? {
    guard phrase("给", at: start) || phrase("为", at: start) else { return nil }
    var last = end
    for particle in ["吧", "呗", "一下"] where last - particle.count > start && text.span(last - particle.count..<last, is: particle) {
      last -= particle.count
      break
    }
    guard let gesture = Self.givenGestures.match(text, endingAt: last, from: start + 2) else { return nil }
    let type = gesture.entry.value
    trace.rule = "affinity.given"
    use(start..<start + 1, "filler")
    use(gesture.start..<end, "verb", field: "affinityType", value: type.name)
    start += 1
    end = gesture.start
    trim()
    let search = start < end ? parseObject(intent: .updateMediaAffinity) : nil
    return MediaRequest(
      .intent(.updateMediaAffinity(UpdateMediaAffinityIntent(
        mediaSearch: search ?? MediaSearch(reference: .currentlyPlaying), affinityType: type))),
      appName: appName)
  }

  static let givenGestures = ChinesePhraseTable(ChineseLexicon.givenGestures)
}
