extension EnglishLexicon {
  /// What an option phrase at the end of a play request sets.
  enum TailOptionKind: Sendable {
    case shuffle, inOrder, repeatMode, next, later, now, resume, nothing
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
    ("again and again", .repeatMode), ("endlessly", .repeatMode), ("on endless repeat", .repeatMode),
    ("on continuous repeat", .repeatMode), ("on constant repeat", .repeatMode), ("on a continuous loop", .repeatMode),
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
  ]
}
