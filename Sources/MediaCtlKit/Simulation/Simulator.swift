/// The whole path of one request, in the order Siri runs it:
/// parse (text only) → route to the app → fill "this" from the now-playing info → resolve →
/// handle → dialog. Now Playing commands and questions go to the remote command handlers.
public struct Simulator: Sendable {
  public let index: CatalogIndex
  public let resolver: Resolver
  public let parser: UtteranceParser
  /// The app's names as keys without spaces ("controlaudio"), for routing.
  let appNameKeys: Set<String>
  /// Used for requests that did not come from an utterance (`--intent`) unless `--locale`
  /// names another language; utterances are answered in their own language.
  public var dialogLanguage: any DialogLanguage = EnglishDialog()

  public init(catalog: Catalog, vocabulary: UserVocabulary = UserVocabulary()) {
    self.init(index: CatalogIndex(catalog: catalog), vocabulary: vocabulary)
  }

  /// From an index already built (or read from the cache).
  public init(index: CatalogIndex, vocabulary: UserVocabulary = UserVocabulary()) {
    self.index = index
    self.resolver = Resolver(index: index)
    self.parser = UtteranceParser(
      context: ParseContext(index: index, extraVocabulary: vocabulary), others: LanguageRegistry.additionalParsers)
    self.appNameKeys = Set(index.catalog.app.allNames.map(Self.routingKey))
  }

  /// An app name as routing compares it: its title key without spaces.
  static func routingKey(_ name: String) -> String { TextNormalizer.tokens(name).joined() }

  public var catalog: Catalog { index.catalog }

  /// Parses only (what `mediactl parse` prints). "This" is filled from the now-playing info
  /// only when `--now-playing` names the item: the words alone say nothing about what plays.
  public func parse(_ utterance: String, options: SimulationOptions = SimulationOptions()) -> ParseResult {
    var result = parser.parse(utterance, locale: options.locale, tracing: options.tracesParse)
    if let nowPlaying = options.nowPlaying {
      result.request = fillNowPlaying(result.request, nowPlaying: nowPlaying)
    }
    return result
  }

  public func run(utterance: String, options: SimulationOptions = SimulationOptions()) -> SimulationResult {
    let parsed = parser.parse(utterance, locale: options.locale, tracing: options.tracesParse)
    var result = run(request: parsed.request, options: options, context: options.context(for: catalog), locale: parsed.locale)
    result.utterance = utterance
    result.parse = parsed
    return result
  }

  public func run(request given: MediaRequest, options: SimulationOptions = SimulationOptions()) -> SimulationResult {
    run(request: given, options: options, context: options.context(for: catalog))
  }

  /// Runs a request in an explicit context (a session's queue and now-playing item).
  public func run(
    request given: MediaRequest, options: SimulationOptions, context: ResolveContext, locale: String? = nil
  ) -> SimulationResult {
    let dialogLanguage = (locale ?? options.locale).map(LanguageRegistry.dialog(for:)) ?? self.dialogLanguage
    var request = fillNowPlaying(given, nowPlaying: context.nowPlaying)
    let routing = routing(for: request.appName)
    if routing == .otherApp, let other = request.appName {
      // Siri sends the request to the app it names: this app resolves and handles nothing.
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: nil, response: nil,
        commandStatus: nil, answer: nil, dialog: dialogLanguage.dialog(for: .otherApp(other), app: catalog.app),
        app: catalog.app)
    }
    var deviceNotes: [String] = []
    if options.device == .homepod, case .intent(.searchForMedia(let search)) = request.body {
      // HomePod has no INSearchForMediaIntent: a find request becomes playback.
      request.body = .intent(.play(PlayMediaIntent(mediaSearch: search.mediaSearch)))
      deviceNotes.append(
        "HomePod does not support INSearchForMediaIntent: Siri sends this find request as INPlayMediaIntent, so it plays")
    }
    switch request.body {
    case .intent(let intent):
      var resolution = resolver.resolve(intent, context: context)
      resolution.notes = deviceNotes + resolution.notes
      if options.tracesParse, case .unsupported(nil) = resolution.mediaItems, let search = intent.mediaSearch {
        // --explain: why nothing matched.
        let near = resolver.nearMisses(for: search)
        resolution.nearMisses = near.misses
        if let note = near.note { resolution.notes.append(note) }
      }
      if let item = resolution.firstItem { resolution.notes += AccountFlagNotes.notes(for: item, options: options) }
      let response = Handler.handle(intent, resolution: resolution, device: options.device)
      let dialog = DialogWriter.dialog(
        intent: intent, resolution: resolution, response: response, device: options.device, app: catalog.app,
        language: dialogLanguage, somethingPlaying: context.nowPlaying != nil)
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: resolution, response: response,
        commandStatus: nil, answer: nil, dialog: dialog, app: catalog.app)
    case .command(let command):
      let status = RemoteCommands.status(of: command, app: catalog.app, context: context)
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: nil, response: nil,
        commandStatus: status, answer: nil,
        dialog: dialogLanguage.dialog(for: RemoteCommands.outcome(command, status: status, app: catalog.app, context: context), app: catalog.app),
        app: catalog.app)
    case .system(let topic):
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: nil, response: nil,
        commandStatus: nil, answer: nil, dialog: dialogLanguage.dialog(for: .system(topic), app: catalog.app), app: catalog.app)
    case .notMedia(let notMedia):
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: nil, response: nil,
        commandStatus: nil, answer: nil, dialog: dialogLanguage.dialog(for: .notMedia(notMedia.domain), app: catalog.app), app: catalog.app)
    case .question(let question):
      let item = context.nowPlaying.flatMap(catalog.item)
      let answer = item.flatMap { NowPlayingInfo(item: $0, catalog: catalog).value(for: question) }
      return SimulationResult(
        utterance: nil, parse: nil, request: request, routing: routing, resolution: nil, response: nil,
        commandStatus: nil, answer: answer,
        dialog: dialogLanguage.dialog(for: .nowPlaying(question, answer: answer, item: item?.mediaItem), app: catalog.app),
        app: catalog.app)
    }
  }

  /// Whether Siri would hand a request naming `appName` to this app.
  public func routing(for appName: String?) -> SiriRouting {
    guard let appName else { return .defaultApp }
    return appNameKeys.contains(Self.routingKey(appName)) ? .thisApp : .otherApp
  }

  /// "Add this song to my library": Siri fills `mediaIdentifier` from the app's
  /// `MPNowPlayingInfoPropertyExternalContentIdentifier`, with the title and album.
  public func fillNowPlaying(_ request: MediaRequest, nowPlaying: String?) -> MediaRequest {
    guard case .intent(var intent) = request.body, var search = intent.mediaSearch,
      search.reference == .currentlyPlaying, search.mediaIdentifier == nil,
      let id = nowPlaying, let item = catalog.item(id)
    else { return request }
    search.mediaIdentifier = item.identifier
    // "This album" / "this artist": the names Siri fills are the container's, not the track's.
    let target = resolver.nowPlayingTarget(item, type: search.mediaType) ?? item
    if search.mediaName == nil { search.mediaName = target.title }
    if search.albumName == nil, target.type != .artist, let album = target.type == .album ? target : item.album.flatMap(catalog.item) {
      search.albumName = album.title
    }
    if search.artistName == nil, target.type == .artist { search.artistName = target.title }
    intent.mediaSearch = search
    var filled = request
    filled.body = .intent(intent)
    return filled
  }
}
