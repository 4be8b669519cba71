/// The speaker's volume asked for without the word "volume" (Siri sets it itself; nothing
/// reaches the app): read by shape from `Lexicon/VolumeSpeechWords.swift`, each shape a few
/// word classes in order, never a sentence.
///
/// - a voice verb and a direction: "speak up", "talk a little more softly", "speak as loud as you can";
/// - not hearing: "I can't hear you", "we are unable to hear the music";
/// - loudness judged: "too loud", "the music is way too quiet", "it's really loud, turn it down";
/// - a sound thing switched: "sound off", "turn the speakers off", "audio on";
/// - a verb with its own direction on a sound thing: "lower the speakers", "boost the sound";
/// - muting as a state: "go silent", "silent mode on for an hour", "be silent until I say so",
///   "could you put the sound on mute";
/// - silence asked of the assistant: "don't speak for a while", "stop talking", "shut up now";
/// - a direction said alone: "up", "louder".
///
/// A name the catalog knows that spans the words keeps them ("play Too Loud" is a request).
extension EnglishParser {
  static let cannotHear = table(EnglishLexicon.VolumeSpeech.cannot)
  static let volumeWishes = table(EnglishLexicon.VolumeSpeech.wishes)
  static let silenceHeads = table(EnglishLexicon.VolumeSpeech.silenceHeads)
}

extension Work {
  typealias VolumeWords = EnglishLexicon.VolumeSpeech

  /// The volume request the live words are by one of the shapes, or nil. Comma-separated
  /// clauses are read one by one ("it's really loud, can you turn it down").
  mutating func findVolumeSpeech() -> MediaRequest? {
    guard opens(.volumeSpeech) else { return nil }
    guard start < end, end - start <= 16, appName == nil else { return nil }
    if EnglishParser.playVerbs.match(wordKeys, at: start, limit: end).map({ ["play", "put on", "listen to", "queue", "spin", "blast"].contains($0.phrase) }) == true {
      return nil
    }
    var from = start
    // A request after a complaint may come without a comma ("the sound is low can you fix it").
    for i in start..<end where i + 1 == end || tokens[i].commaAfter || i + 2 < end && VolumeWords.askLeads.contains(wordKeys[i + 1]) && ["you", "u"].contains(wordKeys[i + 2]) {
      // A name the app knows keeps its words: asked only once a shape is found (most requests
      // have none, and the lookup hashes the whole request).
      if let shape = volumeShape(from..<i + 1), knownNameSpan(start..<end) == nil { return system(.volume, rule: "system.volume.\(shape)") }
      from = i + 1
    }
    return nil
  }

  /// The name of the shape the words have, or nil.
  func volumeShape(_ r: Range<Int>) -> String? {
    // Before politeness is stripped: "no" may open the silence ("no talking please").
    if silenceShape(r) { return "silence" }
    var r = r
    // Politeness and the assistant addressed around a clause.
    while r.count > 1, ["please", "pls", "now", "ok", "okay", "no", "hey"].contains(wordKeys[r.lowerBound]) { r = r.lowerBound + 1..<r.upperBound }
    while r.count > 1, ["please", "pls", "now", "thanks", "ok"].contains(wordKeys[r.upperBound - 1]) { r = r.lowerBound..<r.upperBound - 1 }
    guard !r.isEmpty else { return nil }
    let first = wordKeys[r.lowerBound]
    if r.count == 1 {
      if VolumeWords.bareDirections.contains(first) { return "direction" }
      return VolumeWords.bareMutes.contains(first) ? "mute" : nil
    }
    if voiceShape(r) { return "voice" }
    if cannotHearShape(r) { return "cannotHear" }
    if loudnessShape(r) { return "loudness" }
    if switchedShape(r) { return "switched" }
    if VolumeWords.directionalVerbs.contains(first), r.count <= 5,
      (r.lowerBound + 1..<r.upperBound).contains(where: { VolumeWords.soundObjects.contains(wordKeys[$0]) }),
      (r.lowerBound + 1..<r.upperBound).allSatisfy({ VolumeWords.soundObjects.contains(wordKeys[$0]) || VolumeWords.switchWords.contains(wordKeys[$0]) || EnglishLexicon.soundWords.contains(wordKeys[$0]) })
    {
      return "directionalVerb"
    }
    if muteShape(r) { return "mute" }
    // "can you lower it", "raise that a bit": a verb with its own direction on what sounds.
    if VolumeWords.pronounDirectionalVerbs.contains(first), r.count <= 5,
      (r.lowerBound + 1..<r.upperBound).allSatisfy({ EnglishLexicon.soundWords.contains(wordKeys[$0]) })
    {
      return "directionalVerb"
    }
    if levelShape(r) { return "level" }
    if comparativeShape(r) { return "comparative" }
    // "turn that down", "crank it up": a volume verb with only sound words and a direction.
    if EnglishLexicon.volumeVerbs.contains(first), r.count <= 6,
      (r.lowerBound + 1..<r.upperBound).allSatisfy({ EnglishLexicon.soundWords.contains(wordKeys[$0]) || VolumeWords.soundObjects.contains(wordKeys[$0]) }),
      (r.lowerBound + 1..<r.upperBound).contains(where: { ["up", "down", "higher", "lower", "louder", "quieter"].contains(wordKeys[$0]) })
    {
      return "turnDirection"
    }
    // "I want to mute the speaker", "I need the volume louder": a wish, then a volume request.
    if let m = EnglishParser.volumeWishes.match(wordKeys, at: r.lowerBound, limit: r.upperBound), r.lowerBound + m.words.count < r.upperBound {
      let rest = r.lowerBound + m.words.count..<r.upperBound
      if let shape = volumeShape(rest) { return "wish.\(shape)" }
      if rest.count <= 8, rest.contains(where: { EnglishLexicon.volumeWords.contains(wordKeys[$0]) }),
        !rest.contains(where: { EnglishParser.listeningVerbWords.contains(wordKeys[$0]) })
      {
        return "wish.volume"
      }
    }
    return nil
  }

  /// "speak up", "can you talk louder", "speak a little more softly".
  func voiceShape(_ r: Range<Int>) -> Bool {
    guard let verb = r.first(where: { VolumeWords.voiceVerbs.contains(wordKeys[$0]) }), verb - r.lowerBound <= 3,
      r[r.lowerBound..<verb].allSatisfy({ ["you", "can", "could", "would", "will", "please", "i", "need", "want", "to"].contains(wordKeys[$0]) })
    else { return false }
    let after = verb + 1..<r.upperBound
    // "yell the answer out", "can you whisper": the verb says which way.
    if VolumeWords.loudVoiceVerbs.contains(wordKeys[verb]) || VolumeWords.quietVoiceVerbs.contains(wordKeys[verb]) {
      return after.count <= 8 && after.allSatisfy { VolumeWords.voiceModifiers.contains(wordKeys[$0]) || ["it", "that", "this"].contains(wordKeys[$0]) }
    }
    guard !after.isEmpty, after.count <= 8,
      after.contains(where: { VolumeWords.louder.contains(wordKeys[$0]) || VolumeWords.quieter.contains(wordKeys[$0]) })
    else { return false }
    return after.allSatisfy { VolumeWords.louder.contains(wordKeys[$0]) || VolumeWords.quieter.contains(wordKeys[$0]) || VolumeWords.voiceModifiers.contains(wordKeys[$0]) }
  }

  /// "I can't hear you", "I am unable to hear the music", "I cant hear a thing".
  func cannotHearShape(_ r: Range<Int>) -> Bool {
    guard let hear = r.first(where: { wordKeys[$0] == "hear" }), hear > r.lowerBound else { return false }
    // The subject, then the inability, then "hear".
    var i = r.lowerBound
    guard VolumeWords.hearSubjects.contains(wordKeys[i]) else { return false }
    i += 1
    if i < hear, ["am", "are", "really", "just", "still"].contains(wordKeys[i]) { i += 1 }
    guard let m = EnglishParser.cannotHear.match(wordKeys, at: i, limit: hear), i + m.words.count == hear else { return false }
    // "I don't hear you" but not "I don't want to hear …" (that is a dislike).
    let rest = hear + 1..<r.upperBound
    return rest.count <= 5 && rest.allSatisfy { VolumeWords.hearObjects.contains(wordKeys[$0]) || VolumeWords.voiceVerbs.contains(wordKeys[$0]) || VolumeWords.louder.contains(wordKeys[$0]) }
  }

  /// "too loud", "you're too loud", "the music is way too quiet", "it's really loud".
  func loudnessShape(_ r: Range<Int>) -> Bool {
    guard let k = r.last(where: { VolumeWords.loudness.contains(wordKeys[$0]) }), r.upperBound - k <= 3 else { return false }
    // Nothing after the loudness but "for me" / "now".
    guard (k + 1..<r.upperBound).allSatisfy({ ["for", "me", "now", "here", "tonight", "in", "us"].contains(wordKeys[$0]) }) else { return false }
    var j = k - 1
    var intensified = false
    while j >= r.lowerBound, VolumeWords.tooWords.contains(wordKeys[j]) {
      intensified = true
      j -= 1
    }
    // Without "too", only the sound itself judged ("the sound is low", "volume's quiet"): "the
    // music is soft" may say what it is like.
    guard intensified || (r.lowerBound..<k).contains(where: { VolumeWords.soundObjects.contains(wordKeys[$0]) }) else { return false }
    // Before the intensifiers: nothing, or a sound thing with its linking words.
    let subject = r.lowerBound..<j + 1
    if subject.isEmpty { return wordKeys[k - 1] == "too" || k - 2 >= r.lowerBound && wordKeys[k - 2] == "too" }
    return subject.count <= 5 && subject.contains(where: { VolumeWords.soundThings.contains(wordKeys[$0]) })
      && subject.allSatisfy { VolumeWords.soundThings.contains(wordKeys[$0]) || VolumeWords.linking.contains(wordKeys[$0]) }
  }

  /// "sound off", "speakers off please", "turn the sound off", "turn off the speaker", "audio on".
  func switchedShape(_ r: Range<Int>) -> Bool {
    guard r.count <= 6, r.contains(where: { VolumeWords.soundObjects.contains(wordKeys[$0]) }),
      r.contains(where: { ["off", "on", "up", "down"].contains(wordKeys[$0]) })
    else { return false }
    return r.allSatisfy {
      VolumeWords.soundObjects.contains(wordKeys[$0]) || VolumeWords.switchWords.contains(wordKeys[$0]) || ["off", "on", "up", "down"].contains(wordKeys[$0])
        || VolumeWords.louder.contains(wordKeys[$0]) || VolumeWords.quieter.contains(wordKeys[$0])
    }
  }

  /// "adjust the speakers to a lower level", "set the sound a notch higher", "bring the audio to
  /// a more comfortable level": a verb, a sound thing and a direction, with level words only.
  func levelShape(_ r: Range<Int>) -> Bool {
    guard r.count <= 12, EnglishLexicon.volumeVerbs.contains(wordKeys[r.lowerBound]) || VolumeWords.directionalVerbs.contains(wordKeys[r.lowerBound]),
      r.contains(where: { VolumeWords.soundObjects.contains(wordKeys[$0]) }),
      r.contains(where: { VolumeWords.louder.contains(wordKeys[$0]) || VolumeWords.quieter.contains(wordKeys[$0]) })
    else { return false }
    return (r.lowerBound + 1..<r.upperBound).allSatisfy {
      let w = wordKeys[$0]
      return VolumeWords.soundObjects.contains(w) || VolumeWords.switchWords.contains(w) || EnglishLexicon.soundWords.contains(w)
        || VolumeWords.louder.contains(w) || VolumeWords.quieter.contains(w) || VolumeWords.levelWords.contains(w)
    }
  }

  /// "get the music lower", "the sound softer", "make it a bit quieter": what sounds, then how
  /// much and a comparative, after at most one verb of any kind (a misheard "turn" too).
  func comparativeShape(_ r: Range<Int>) -> Bool {
    guard r.count >= 2, r.count <= 7, VolumeWords.comparatives.contains(wordKeys[r.upperBound - 1]) else { return false }
    var k = r.upperBound - 1
    while k > r.lowerBound, VolumeWords.comparativeAmounts.contains(wordKeys[k - 1]) { k -= 1 }
    guard k > r.lowerBound, VolumeWords.soundThings.contains(wordKeys[k - 1]) else { return false }
    var i = k - 1
    while i > r.lowerBound, ["the", "my", "your", "this", "that", "our"].contains(wordKeys[i - 1]) { i -= 1 }
    guard i - r.lowerBound <= 1 else { return false }
    // The one word before is a verb, never a listening verb ("play it louder" is read as a play).
    return i == r.lowerBound || !EnglishParser.listeningVerbWords.contains(wordKeys[r.lowerBound]) && !VolumeWords.soundThings.contains(wordKeys[r.lowerBound])
  }

  /// "go silent", "silent mode", "enter silence mode", "be silent until I say so", "mute for an hour".
  func muteShape(_ r: Range<Int>) -> Bool {
    guard let m = r.first(where: { VolumeWords.muteWords.contains(wordKeys[$0]) }) else { return false }
    // What follows the state: its frame words, then how long.
    var k = m + 1
    while k < r.upperBound, VolumeWords.muteFrame.contains(wordKeys[k]) { k += 1 }
    if k < r.upperBound {
      guard VolumeWords.durationStarts.contains(wordKeys[k]), r.upperBound - k <= 8 else { return false }
    }
    // "sleep" only as a state entered ("go to sleep", "sleep mode"), never alone.
    if wordKeys[m] == "sleep", !(m > r.lowerBound && wordKeys[m - 1] == "to" || m + 1 < r.upperBound && wordKeys[m + 1] == "mode") { return false }
    let before = r.lowerBound..<m
    return before.count <= 6 && before.allSatisfy { VolumeWords.muteFrame.contains(wordKeys[$0]) || VolumeWords.muteLeads.contains(wordKeys[$0]) }
  }

  /// "don't speak for a while", "please stop talking", "shut up now", "no speaking please",
  /// "I don't want any sound": silence asked for, then at most how long.
  func silenceShape(_ r: Range<Int>) -> Bool {
    var i = r.lowerBound
    while i < r.upperBound, VolumeWords.silenceLeads.contains(wordKeys[i]) { i += 1 }
    // Cheap first: a head starts with one of few words.
    guard i < r.upperBound, let m = EnglishParser.silenceHeads.match(wordKeys, at: i, limit: r.upperBound) else { return false }
    var k = i + m.words.count
    while k < r.upperBound, VolumeWords.silenceTails.contains(wordKeys[k]) { k += 1 }
    guard k < r.upperBound else { return true }
    return VolumeWords.durationStarts.contains(wordKeys[k]) && r.upperBound - k <= 8
  }
}
