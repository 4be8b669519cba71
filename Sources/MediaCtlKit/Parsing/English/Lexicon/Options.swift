extension EnglishLexicon {
  /// What an option phrase at the end of a play request sets.
  enum TailOptionKind: Sendable {
    case shuffle, inOrder, repeatMode, next, later, now, resume, nothing, relativeDate
  }

  /// Options said at the end of a play request ("Play Khalid shuffled", "Play X next").
  /// Reviewed list.
  static let tailOptions: [(String, TailOptionKind)] = [
    ("on shuffle", .shuffle), ("in shuffle mode", .shuffle), ("on shuffle mode", .shuffle),
    ("with shuffle", .shuffle), ("shuffled", .shuffle), ("shuffle", .shuffle), ("randomly", .shuffle),
    ("in random order", .shuffle), ("in any order", .shuffle), ("at random", .shuffle),
    ("in a random order", .shuffle), ("on random", .shuffle), ("mixed up", .shuffle),
    ("with shuffle on", .shuffle), ("in shuffle", .shuffle),
    ("in order", .inOrder), ("in sequence", .inOrder), ("without shuffle", .inOrder),
    ("on repeat", .repeatMode), ("on loop", .repeatMode), ("on a loop", .repeatMode),
    ("in a loop", .repeatMode), ("over and over", .repeatMode), ("over and over again", .repeatMode),
    ("repeatedly", .repeatMode), ("on replay", .repeatMode), ("on repeat mode", .repeatMode),
    ("in repeat mode", .repeatMode), ("with repeat", .repeatMode), ("looped", .repeatMode),
    ("next", .next), ("up next", .next), ("after this", .next), ("after this song", .next),
    ("after this one", .next), ("after the current song", .next), ("after the current track", .next),
    ("right after this", .next),
    ("later", .later), ("at the end of the queue", .later), ("in queue", .later), ("in the queue", .later),
    ("in my queue", .later), ("to the queue", .later), ("to my queue", .later), ("at the end", .later), ("last", .later),
    ("later on", .later), ("after that", .later), ("at the end of my queue", .later),
    ("now", .now), ("right now", .now), ("immediately", .now),
    ("from where i left off", .resume), ("where i left off", .resume), ("from where i stopped", .resume),
    ("where i stopped", .resume), ("from where we left off", .resume), ("where we left off", .resume),
    ("from the last position", .resume), ("where we paused", .resume), ("where i paused", .resume),
    ("where we paused last", .resume), ("where i paused last", .resume), ("where we stopped", .resume),
    ("from the beginning", .nothing), ("from the start", .nothing), ("from beginning", .nothing), ("from top", .nothing),
    ("from the top", .nothing),
    ("again", .nothing), ("and", .nothing), ("please", .nothing),
  ] + queueAfterClauses + relativeDates

  /// "from last year", "of this month", "released this week": a date said relative to today.
  /// The parser has no clock (the same words always give the same frame), so it is set aside
  /// instead of becoming a name ("something from last year" was the artist "last year").
  static let relativeDates: [(String, TailOptionKind)] = {
    let preps = ["", "from ", "of ", "in ", "released ", "that came out "]
    let times = [
      "this year", "last year", "this month", "last month", "this week", "last week", "today", "yesterday",
      "earlier today", "this morning", "last night", "the past year", "the last year", "the past few years",
    ]
    return preps.flatMap { prep in times.map { ("\(prep)\($0)", TailOptionKind.relativeDate) } }
  }()

  /// "after this song is finished", "when this one ends", "once the current track is over":
  /// play next. Lead × what plays × how it ends, so every combination is read.
  static let queueAfterClauses: [(String, TailOptionKind)] = {
    let leads = ["after", "when", "once"]
    let subjects = ["this song", "this track", "this one", "this episode", "the current song", "the current track", "the song", "it"]
    let endings = [
      "is finished", "is over", "ends", "finishes", "is done", "has finished", "has ended", "finishes playing",
      "is finished playing", "is done playing", "stops", "stops playing",
    ]
    return leads.flatMap { lead in subjects.flatMap { subject in endings.map { ("\(lead) \(subject) \($0)", TailOptionKind.next) } } }
  }()
}
