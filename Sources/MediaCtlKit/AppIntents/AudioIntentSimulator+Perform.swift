/// `perform()` of each schema, as the reference app implements it (spec §7): honour the
/// parameters, give a dialog where the wording helps, throw the closest `AppIntentError`.
extension AudioIntentSimulator {
  func perform(_ schema: AudioIntentSchema, into run: inout AudioIntentRun, context: ResolveContext, words: AudioDialogWords) {
    let request = run.request
    // The entity: the now-playing one, or the first `values(for:)` returns (M5).
    var chosenItem: CatalogItem?
    var blocked: MediaItemUnsupportedReason?
    switch request.target {
    case .nowPlaying?, nil:
      guard schema != .recognizeAudio else { return }
      if let id = context.nowPlaying, let item = catalog.item(id) {
        chosenItem = item
        blocked = context.blockingReason(for: item)
      } else if schema != .createStation || request.target == .nowPlaying {
        run.notes.append("nothing is playing, so there is no now-playing entity")
      }
    case .search(let search)?:
      let answer = query.values(for: search, context: context)
      run.query = answer
      chosenItem = answer.items.first
      blocked = answer.blocked
    }
    if let item = chosenItem { run.chosen = AudioEntity(item, catalog: catalog) }
    guard let item = chosenItem, let entity = run.chosen else {
      if case .unsupportedMediaType? = blocked {
        run.outcome = .error(AppIntentError(.unsupportedMediaType, app: app))
      } else {
        run.outcome = .error(.unrecoverable(.entityNotFound))
      }
      return
    }
    if schema == .playAudio, declares(.audio(.warmupAudioQueue)) {
      run.warmup = blocked.map { .threw(AppIntentError($0, app: app)) } ?? .returned
    }
    if let blocked {
      run.outcome = .error(AppIntentError(blocked, app: app))
      return
    }
    switch schema {
    case .playAudio, .warmupAudioQueue:
      run.outcome = .result(words.playing(entity, item: item, attributes: request.playbackAttributes, queue: request.queueLocation))
    case .addToLibrary:
      run.outcome = .result(words.addedToLibrary(entity))
    case .addToPlaylist:
      let name = request.playlist ?? ""
      guard let playlist = simulator.resolver.findPlaylist(named: name) else {
        run.notes.append("the playlist entity query finds no playlist titled '\(name)'")
        run.outcome = .error(.unrecoverable(.entityNotFound))
        return
      }
      run.playlistEntity = AudioEntity(playlist, catalog: catalog)
      guard playlist.isEditable else {
        run.outcome = .error(AppIntentError(.playlistNotEditable))
        return
      }
      run.outcome = .result(words.addedToPlaylist(entity, playlist: playlist.title))
    case .updateAudioAffinity:
      // Siri words the reply: the app returns `.result()`.
      run.outcome = .result(nil)
    case .createStation:
      run.outcome = .result(words.station(from: entity))
    case .recognizeAudio:
      run.outcome = .result(nil)
    }
  }
}

/// The reference app's wording for `IntentDialog` (mediactl's, since the app writes it), in
/// the request's language.
struct AudioDialogWords {
  let chinese: Bool
  let app: AppDescription

  init(locale: String, app: AppDescription) {
    chinese = locale.hasPrefix("zh")
    self.app = app
  }

  func byline(_ entity: AudioEntity, item: CatalogItem) -> String? {
    switch entity.kind {
    case .podcastEpisode, .radioShowEpisode: entity.properties.first { $0.name == "showName" }?.value
    case .artist: nil
    default: item.artist
    }
  }

  func playing(_ entity: AudioEntity, item: CatalogItem, attributes: Set<PlaybackAttribute>, queue: QueueInsertionLocation?) -> IntentDialog {
    let by = byline(entity, item: item)
    let supporting = ([entity.title] + (by.map { [$0] } ?? [])).joined(separator: " · ")
    if chinese {
      let name = (by.map { "\($0)的" } ?? "") + "《\(entity.title)》"
      var modes = ""
      if attributes.contains(.shuffle) { modes += "随机" }
      if attributes.contains(.repeat) { modes += "循环" }
      switch queue {
      case .next?: return IntentDialog(full: "好的，接下来播放\(name)。", supporting: supporting)
      case .tail?: return IntentDialog(full: "好的，已将\(name)加到播放队列末尾。", supporting: supporting)
      case nil: return IntentDialog(full: "好的，正在\(modes)播放\(name)。", supporting: supporting)
      }
    }
    let episode = entity.kind == .podcastEpisode || entity.kind == .radioShowEpisode
    let name = "'\(entity.title)'" + (by.map { episode ? " from \($0)" : " by \($0)" } ?? "")
    var modes: [String] = []
    if attributes.contains(.shuffle) { modes.append("shuffled") }
    if attributes.contains(.repeat) { modes.append("on repeat") }
    let tail = modes.isEmpty ? "" : ", " + modes.joined(separator: " and ")
    switch queue {
    case .next?: return IntentDialog(full: "\(name) will play next\(tail).", supporting: supporting)
    case .tail?: return IntentDialog(full: "\(name) is at the end of your queue\(tail).", supporting: supporting)
    case nil: return IntentDialog(full: "Playing \(name)\(tail).", supporting: supporting)
    }
  }

  func addedToLibrary(_ entity: AudioEntity) -> IntentDialog {
    chinese
      ? IntentDialog(full: "已将《\(entity.title)》加入你的资料库。", supporting: entity.title)
      : IntentDialog(full: "Added '\(entity.title)' to your library.", supporting: entity.title)
  }

  func addedToPlaylist(_ entity: AudioEntity, playlist: String) -> IntentDialog {
    chinese
      ? IntentDialog(full: "已将《\(entity.title)》加入歌单“\(playlist)”。", supporting: "\(entity.title) → \(playlist)")
      : IntentDialog(full: "Added '\(entity.title)' to \(playlist).", supporting: "\(entity.title) → \(playlist)")
  }

  func station(from entity: AudioEntity) -> IntentDialog {
    chinese
      ? IntentDialog(full: "好的，根据《\(entity.title)》为你创建电台。", supporting: entity.title)
      : IntentDialog(full: "Here's a station based on '\(entity.title)'.", supporting: entity.title)
  }

  var cannot: Dialog {
    chinese
      ? Dialog("\(app.displayName) 还不支持通过 Siri 这样做。", source: .mediactl)
      : Dialog("\(app.displayName) hasn't added support for that with Siri.", source: .mediactl)
  }

  func resultsList(_ entities: [AudioEntity], term: String) -> Dialog {
    guard !entities.isEmpty else {
      return chinese
        ? Dialog("在 \(app.displayName) 中没有找到“\(term)”。", source: .mediactl)
        : Dialog("I couldn't find '\(term)' in \(app.displayName).", source: .mediactl)
    }
    let titles = entities.prefix(3).map { chinese ? "《\($0.title)》" : "'\($0.title)'" }
    return chinese
      ? Dialog("这是在 \(app.displayName) 中找到的：\(titles.joined(separator: "、"))。", source: .mediactl)
      : Dialog("Here's what I found in \(app.displayName): \(titles.joined(separator: ", ")).", source: .mediactl)
  }
}
