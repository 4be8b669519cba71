/// Judgements of what is playing, said instead of "I like this": "that's a good song", "this
/// song is not good", "the song you are playing is amazing", "I'm really enjoying this track",
/// "this rocks". The shape, not a list of sentences: a subject that points at what plays
/// (this / that / it, with or without a type word, or "the song …" with a clause after it), a
/// linking verb, then within a few words an evaluative word; "not" or "never" before that word
/// turns the judgement round. New words are rows of the tables below.
///
/// A bare subject ("that is …") counts only when the evaluative word ends the judgement or is
/// followed by a type word ("that's a good song"), so "that is a good idea" is no judgement.
enum Judgement {
  static let positive: Set<String> = [
    "good", "great", "awesome", "amazing", "nice", "beautiful", "lovely", "excellent", "fantastic", "wonderful",
    "brilliant", "cool", "fire", "lit", "catchy", "perfect", "incredible", "superb", "enjoyable", "best", "favorite",
    "favourite", "fav", "fave", "gorgeous", "magnificent", "outstanding", "terrific", "fabulous", "marvelous",
    "marvellous", "stunning", "peaceful", "relaxing", "soothing", "groovy", "epic", "sick", "dope", "banger", "classic",
    "masterpiece", "gem", "jam", "tune", "bop", "melodious", "melodic", "soulful", "touching", "heartwarming",
    "uplifting", "mesmerizing", "mesmerising", "enchanting", "heavenly", "sublime", "addictive", "haunting",
    "breathtaking", "inspiring", "calming", "harmonious",
  ]
  static let negative: Set<String> = [
    "bad", "terrible", "awful", "boring", "horrible", "annoying", "trash", "garbage", "worst", "lame", "crap", "rubbish",
    "dreadful", "irritating", "unbearable", "dull", "overrated", "painful", "cringe", "cringey", "noise",
  ]
  /// "that's" is one word to the tokeniser: what it stands for.
  static let contractions: [String: [String]] = [
    "that's": ["that", "is"], "thats": ["that", "is"], "it's": ["it", "is"], "this's": ["this", "is"],
    "i'm": ["i", "am"], "im": ["i", "am"], "isn't": ["is", "not"], "wasn't": ["was", "not"], "ain't": ["is", "not"],
    "aren't": ["are", "not"], "doesn't": ["does", "not"],
  ]
  static let subjects: Set<String> = ["this", "that", "it"]
  static let linking: Set<String> = ["is", "was", "are", "were", "sounds", "sound", "seems", "feels", "be", "has", "been"]
  static let verbsLike: Set<String> = ["rocks", "slaps", "bangs", "rules", "kills", "touches", "inspires", "soothes", "calms", "uplifts", "relaxes"]
  static let verbsDislike: Set<String> = ["sucks", "stinks", "blows"]
  /// "I'm (really) enjoying this".
  static let enjoying: Set<String> = ["enjoying", "loving", "digging", "liking", "feeling", "vibing"]
  static let hating: Set<String> = ["hating", "disliking"]
  static let negations: Set<String> = ["not", "never", "no"]
  /// Words a judgement may open with or carry between its parts.
  static let openers: Set<String> = ["wow", "oh", "man", "honestly", "hey", "yeah", "ok", "okay", "well", "omg", "gosh", "god"]
  static let intensifiers: Set<String> = [
    "really", "so", "very", "truly", "totally", "absolutely", "just", "quite", "pretty", "such", "a", "an", "one", "of",
    "the", "my", "all", "time", "ever", "kind", "sort", "too", "super", "seriously", "definitely", "actually",
  ]
  static let typeWords: Set<String> = [
    "song", "songs", "track", "tracks", "tune", "tunes", "music", "album", "record", "artist", "band", "singer",
    "podcast", "episode", "station", "playlist", "melody", "beat", "beats", "voice", "sound", "piece",
  ]
  /// After the evaluative word, a bare subject's judgement may go on with these.
  static let continuations: Set<String> = ["but", "and", "can", "could", "please", "play", "so", "keep", "put", "turn", "for", "to", "i", "right", "now"]

  /// Whether a judgement can start with this word: the cheap test before `affinity`.
  static func mayStart(_ word: String) -> Bool {
    let lower = word.lowercased()
    return subjects.contains(lower) || openers.contains(lower) || contractions[lower] != nil || lower == "the" || lower == "i"
  }

  /// Whether the words name a kind of media ("song", "album"): a judgement that does ("that's a
  /// good song") is a media request whatever else is said; a bare one ("that is good") may be
  /// small talk with the assistant, which the not-media tables decide.
  static func namesMedia(_ raw: some Sequence<String>) -> Bool {
    raw.contains { typeWords.contains(String($0.lowercased().filter { !",.!?;:\"".contains($0) })) }
  }

  /// The affinity a judgement says, or nil when the words are no judgement. `raw`: the words
  /// as the tokeniser gives them (case and trailing punctuation do not matter).
  static func affinity(_ raw: some Sequence<String>) -> MediaAffinityType? {
    var w: [String] = []
    for word in raw {
      let bare = String(word.lowercased().filter { !",.!?;:\"".contains($0) })
      guard !bare.isEmpty else { continue }
      if let parts = contractions[bare] { w += parts } else { w.append(bare) }
      if w.count > 40 { return nil }  // a judgement is short; nothing long is read twice
    }
    var i = 0
    while i < w.count, openers.contains(w[i]) { i += 1 }
    // "isn't this song great", "wasn't that track amazing": a judgement asked to be agreed
    // with says it, read as "this song is great".
    if i + 2 < w.count, w[i + 1] == "not", linking.contains(w[i]), let e = rhetoricalSubjectEnd(w, from: i + 2) {
      w = Array(w[i + 2..<e]) + [w[i]] + Array(w[e...])
      i = 0
    }
    // "I think this …", "I feel like this …", "I must say this …".
    for lead in [["i", "think"], ["i", "feel", "like"], ["i", "must", "say"], ["i", "have", "to", "say"]] where w[i...].starts(with: lead) {
      i += lead.count
      break
    }
    guard i < w.count else { return nil }
    // "I'm (really) enjoying this (song)".
    if w[i] == "i", i + 1 < w.count, w[i + 1] == "am" {
      var j = i + 2
      while j < w.count, intensifiers.contains(w[j]) { j += 1 }
      guard j + 1 < w.count, subjects.contains(w[j + 1]) || w[j + 1] == "the" && j + 2 < w.count && typeWords.contains(w[j + 2]) else { return nil }
      if enjoying.contains(w[j]) { return .like }
      if hating.contains(w[j]) { return .dislike }
      return nil
    }
    // The subject: this / that / it (+ a type word), or "the <type> …" up to its verb.
    var typed = false
    var j = i
    if subjects.contains(w[j]) {
      j += 1
      // "this song", "this podcast episode".
      while j < w.count, typeWords.contains(w[j]) {
        typed = true
        j += 1
      }
    } else if w[j] == "the", j + 1 < w.count, typeWords.contains(w[j + 1]) {
      typed = true
      j += 2
      // "the song you are playing is …", "the track on now was …": a short clause.
      let clauseEnd = min(w.count, j + 6)
      // "the song touches my heart": its verb at once.
      if let verb = (j..<clauseEnd).last(where: { ["is", "was", "sounds", "seems"].contains(w[$0]) }) {
        j = verb
      } else if j >= w.count || !verbsLike.contains(w[j]) && !verbsDislike.contains(w[j]) {
        return nil
      }
    } else {
      return nil
    }
    guard j < w.count else { return nil }
    let ends = j + 1 == w.count && w[i] != "it"
    if verbsLike.contains(w[j]) { return typed || ends ? .like : nil }
    if verbsDislike.contains(w[j]) { return typed || ends ? .dislike : nil }
    guard linking.contains(w[j]) else { return nil }
    var negated = false
    var k = j + 1
    while k < w.count, k <= j + 7 {
      let word = w[k]
      if negations.contains(word) {
        negated = true
      } else if positive.contains(word) || negative.contains(word) {
        let after = k + 1 < w.count ? w[k + 1] : nil
        // A bare "it" needs its type word ("it's a great song"): "it's nice" is small talk.
        let bareIt = !typed && w[i] == "it"
        guard typed || typeWords.contains(after ?? "") || !bareIt && (after == nil || continuations.contains(after ?? "")) else { return nil }
        return positive.contains(word) != negated ? .like : .dislike
      } else if !intensifiers.contains(word) && !linking.contains(word) && !typeWords.contains(word) && word != "for" && word != "me" && word != "to" {
        return nil
      }
      k += 1
    }
    return nil
  }

  /// Where the subject of a negated question ends ("this song" in "is not this song great"):
  /// this, that or it with its type words, or "the" and type words; nil when none is there.
  static func rhetoricalSubjectEnd(_ w: [String], from i: Int) -> Int? {
    var j = i
    if subjects.contains(w[j]) {
      j += 1
    } else if w[j] == "the", j + 1 < w.count, typeWords.contains(w[j + 1]) {
      j += 1
    } else {
      return nil
    }
    while j < w.count, typeWords.contains(w[j]) { j += 1 }
    return j < w.count ? j : nil
  }
}
