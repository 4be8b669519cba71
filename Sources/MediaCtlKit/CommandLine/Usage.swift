/// `--help` texts, one per command.
public enum Usage {
  public static func text(for topic: String?) -> String {
    switch topic {
    case "parse": parse
    case "catalog": catalog
    default: main
    }
  }

  static let options = """
    Options:
      --catalog FILE        the app's catalog (default: the built-in ControlAudio)
      --vocabulary FILE     user vocabulary (.json) or AppIntentVocabulary.plist; repeatable
      --device NAME         iphone (default), ipad, watch, homepod, carplay
      --now-playing ID      the item playing now (for "this", "I like this song")
      --logged-out          the account is signed out
      --no-subscription     the account has no subscription
      --cellular-off        on cellular, with cellular data off for the app
      --explicit-off        explicit content not allowed
      --restricted          content restrictions on
      --service-down        the app's service is unavailable
      --region CC           the account's country (default: the catalog's)
      --locale LOCALE       read the utterance as en-US or zh-CN (default: by script)
      --json                print the whole result as one JSON object
      --explain             show the parse rule, fields, candidates and scores
      -h, --help            show help
    """

  static let main = """
    mediactl — simulate SiriKit Media Intents against your app's catalog.

    Usage:
      mediactl [options] UTTERANCE...          parse, resolve, handle and say it
      mediactl [options] --intent FILE|-       the same from a JSON intent
      mediactl parse [options] UTTERANCE|-     print the JSON intent (JSON Lines with -)
      mediactl catalog check FILE...           validate catalogs
      mediactl --version

    Examples:
      mediactl "play Maybe Sometime by Special Disaster Team in ControlAudio"
      mediactl --device homepod play Push It
      mediactl --json --explain "play the newest episode of The Daily"
      echo "play jazz" | mediactl parse -

    \(options)

    Exit status: 0 ran (a Siri failure outcome is a normal result), 1 an expectation failed,
    64 usage, 65 malformed input, 66 missing or unreadable file, 70 internal error.
    """

  static let parse = """
    Usage: mediactl parse [options] UTTERANCE...
           mediactl parse [options] -

    Prints the intent Siri would hand to the app, as JSON (the --intent format). With '-',
    reads one utterance per line from standard input and writes one JSON object per line,
    in order; an empty line still gets an object, so line counts always match.

    \(options)
    """

  static let catalog = """
    Usage: mediactl catalog check FILE...

    Validates catalogs: JSON syntax, unknown keys and enum values, duplicate identifiers,
    dangling references, empty titles. Prints one 'file:line:column: error: …' line per
    problem. Exit status 0 when every file is valid, 65 when any has problems, 66 when a
    file cannot be read.
    """
}
