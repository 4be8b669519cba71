/// `--help` texts, one per command.
public enum Usage {
  public static func text(for topic: String?) -> String {
    switch topic {
    case "parse": parse
    case "catalog": catalog
    case "replay": replay
    case "state": state
    case "shell": shell
    case "bench": bench
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
      --expect FIELD=VALUE  check the result (repeatable); exit 1 with a diff on mismatch
      --path PATH           sirikit (default), appintents (the iOS 27 App Intents .audio
                            schemas and AudioSearch, a MODEL) or both, with the migration diff
      --state FILE          keep the session (now playing, queue, library, likes) in FILE
      --cache DIR           cache large --catalog files, parsed and indexed, in DIR
                            (default: $XDG_CACHE_HOME/mediactl or ~/.cache/mediactl)
      --no-cache            neither read nor write the catalog cache
      -h, --help            show help
    """

  static let main = """
    mediactl — simulate SiriKit Media Intents against your app's catalog.

    Usage:
      mediactl [options] UTTERANCE...          parse, resolve, handle and say it
      mediactl [options] --intent FILE|-       the same from a JSON intent
      mediactl parse [options] UTTERANCE|-     print the JSON intent (JSON Lines with -)
      mediactl catalog check FILE...           validate catalogs
      mediactl replay [options] FILE|DIR...    replay utterance files, check expectations
      mediactl shell [options]                 type utterances one after another (also: mediactl alone)
      mediactl state show|reset --state FILE   the session kept by --state
      mediactl bench [--sizes N,N] [--json]    measure load, index, parse, resolve, replay
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

  static let replay = """
    Usage: mediactl replay [options] FILE|DIR...

    Runs every utterance of replay files (*.utterances; in a directory also *.utterances.txt
    from Botium, Home Assistant test *.yaml and *.jsonl of {"text": …}) and checks the
    expectations written under each. Continues past failures and malformed lines; prints
    each failure as a field-level diff with file:line, a per-field accuracy table, and ends
    with 'N passed, N failed'.

    Options:
      --record              write the current results as expectations into the files
      --report junit=FILE   JUnit XML (one testcase per utterance)
      --report json=FILE    every result with its fields
      --coverage            list the intents, types, fields, options, codes and reasons exercised
      (and the options of the run command, as defaults for every file)

    File format:
      # comment
      @catalog ../Catalogs/ControlAudio.json      directives apply to the lines below
      @device homepod                             (also @vocabulary, @now-playing ID,
      @logged-out                                  @region CC, @locale, @reset, @path, and
      play Push It                                 the account flags of the run command)
        code: handleInApp                         expectations: indented under the utterance
        dialog contains: Push It
        item: song-push-it
        mediaSearch.mediaName: Push It
        not intent: INAddMediaIntent
      On @path appintents: schema, criteria, playbackAttributes, queueLocation, entity,
      error, dropped, route, affinityState, playlist, supporting, adopted, warmup.

    Exit status: 0 all passed, 1 an expectation failed, 65 malformed lines, 66 missing file.
    """

  static let state = """
    Usage: mediactl state show [--json] --state FILE [--catalog FILE]
           mediactl state reset --state FILE [--catalog FILE]

    A session lives in the JSON file given with --state: the now-playing item and position,
    playing or paused, the queue, shuffle, repeat and rate, the library and playlists, likes
    and dislikes, and every request since the last reset. Runs that share the file see each
    other's changes; writes are atomic and locked, so a killed run or two runs at once never
    corrupt it. 'show' prints it ('--json' as stored); 'reset' starts it afresh from the catalog.
    """

  static let shell = """
    Usage: mediactl shell [options]

    Type utterances one after another and see each result; the session (what plays, the
    queue, likes, …) carries from line to line, and persists with --state FILE. On a terminal:
    a prompt, line editing, history on the up/down arrows, Ctrl-C cancels the line, Ctrl-D
    leaves. Without a terminal it reads lines silently: mediactl shell < session.txt.

    \(Shell.help)
    """

  static let bench = """
    Usage: mediactl bench [--sizes 10000,100000,1000000] [--utterances N] [--seed N] [--json]
           mediactl bench --catalog FILE --utterances FILE [--json]

    Generates deterministic catalogs of each size (artists, albums with edition noise, songs,
    playlists, podcast shows with dated episodes, audiobooks, stations) and utterances for
    every resolution path (exact, normalised, phonetic, fuzzy, name-only, newest, best, genre,
    not found), then reports per size: catalog load time and MB/s, index build time, parse
    and resolve microseconds per request (median and p99), the load and index time again from
    a binary cache (written to a temporary directory), replay throughput on every core, and
    peak resident memory. Every answer is checked; wrong answers are listed and make the
    exit status 1. With --catalog and --utterances it measures your own data (a replay file's
    expectations are checked). --write-catalog FILE writes the generated catalog of the first
    size instead. --path appintents (or both) adds parse + resolve on the App Intents path beside
    SiriKit's, on the same requests. Measure a release build: swift build -c release.
    """

  static let catalog = """
    Usage: mediactl catalog check FILE...

    Validates catalogs: JSON syntax, unknown keys and enum values, duplicate identifiers,
    dangling references, empty titles. Prints one 'file:line:column: error: …' line per
    problem. Exit status 0 when every file is valid, 65 when any has problems, 66 when a
    file cannot be read.
    """
}
