/// The catalog's `app`, `account` and `device` objects.
extension CatalogDecoder {
  func decodeApp(_ top: inout JSONObjectReader) -> AppDescription? {
    guard let appReader = attempt({ () throws(Diagnostic) in try top.object("app") }) else { return nil }
    guard var o = appReader else {
      collected.problems.append(Diagnostic("missing key 'app'", at: source.location(of: top.node.offset)))
      return nil
    }
    return attempt { () throws(Diagnostic) in
      let name = try o.nonEmptyString("name")
      var categories = Set<MediaCategory>()
      let categoryNodes = try o.array("supportedMediaCategories")
      guard let categoryNodes else {
        throw Diagnostic("missing key 'app.supportedMediaCategories'", at: source.location(of: o.node.offset))
      }
      for (i, node) in categoryNodes.enumerated() {
        guard case .string(let s) = node.value, let c = MediaCategory(spelling: s) else {
          throw o.error(
            "unknown media category at 'app.supportedMediaCategories[\(i)]'; expected music, podcasts, audiobooks, radio, general",
            at: node)
        }
        categories.insert(c)
      }
      var unsupported = Set<MediaItemType>()
      for (i, node) in (try o.array("unsupportedMediaTypes") ?? []).enumerated() {
        unsupported.insert(
          try JSONObjectReader.decodeEnum(node, as: MediaItemType.self, path: "app.unsupportedMediaTypes[\(i)]", source: source))
      }
      var intents = Set(IntentKind.allCases)
      if let names = try o.array("supportedIntents") {
        intents = []
        for node in names {
          guard case .string(let s) = node.value, let kind = IntentKind(rawValue: s) else {
            throw o.error("unknown intent in 'app.supportedIntents'; expected INPlayMediaIntent, INAddMediaIntent, INUpdateMediaAffinityIntent or INSearchForMediaIntent", at: node)
          }
          intents.insert(kind)
        }
      }
      var unqualified = AppDescription.UnqualifiedPlay()
      if var u = try o.object("unqualifiedPlay") {
        unqualified = AppDescription.UnqualifiedPlay(
          resumeQueue: try u.bool("resumeQueue") ?? true, fallback: try u.string("fallback"))
        try u.finish()
      }
      var speeds = 0.5...2.0
      if var s = try o.object("playbackSpeeds") {
        let minimum = try s.double("minimum") ?? 0.5
        let maximum = try s.double("maximum") ?? 2.0
        guard minimum > 0, minimum <= maximum else {
          throw s.error("'app.playbackSpeeds' needs 0 < minimum <= maximum", at: s.node)
        }
        speeds = minimum...maximum
        try s.finish()
      }
      var commands = AppDescription.RemoteCommandSupport()
      if var r = try o.object("remoteCommands") {
        func names(_ key: String, _ r: inout JSONObjectReader) throws(Diagnostic) -> Set<String>? {
          guard let nodes = try r.array(key) else { return nil }
          var out = Set<String>()
          for node in nodes {
            guard case .string(let s) = node.value, RemoteCommand.allNames.contains(s) else {
              let spelled: String
              if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
              throw r.error(
                "unknown remote command '\(spelled)' in 'app.remoteCommands.\(key)'\(suggestion(for: spelled, in: RemoteCommand.allNames))",
                at: node)
            }
            out.insert(s)
          }
          return out
        }
        commands = AppDescription.RemoteCommandSupport(
          supported: try names("supported", &r), disabled: try names("disabled", &r) ?? [],
          failing: try names("failing", &r) ?? [])
        try r.finish()
      }
      var app = AppDescription(
        name: name, displayName: try o.string("displayName"),
        alternativeNames: try o.stringArray("alternativeNames") ?? [],
        supportedMediaCategories: categories, unsupportedMediaTypes: unsupported,
        supportedIntents: intents, unqualifiedPlay: unqualified, playbackSpeeds: speeds,
        remoteCommands: commands)
      try decodeAppIntents(&o, into: &app)
      try o.finish()
      return app
    }
  }

  /// `app.appIntents` (schema names) and `app.appEntities` (entity kinds), each name checked.
  func decodeAppIntents(_ o: inout JSONObjectReader, into app: inout AppDescription) throws(Diagnostic) {
    if let nodes = try o.array("appIntents") {
      var declared: [DeclaredAppIntent] = []
      for (i, node) in nodes.enumerated() {
        guard case .string(let s) = node.value, let intent = DeclaredAppIntent(name: s) else {
          let spelled: String
          if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
          throw o.error(
            "unknown schema '\(spelled)' at 'app.appIntents[\(i)]'\(suggestion(for: spelled, in: DeclaredAppIntent.allNames)); expected one of \(DeclaredAppIntent.allNames.joined(separator: ", "))",
            at: node)
        }
        if !declared.contains(intent) { declared.append(intent) }
      }
      app.appIntents = declared
    }
    if let nodes = try o.array("appEntities") {
      var kinds: [AudioEntityKind] = []
      let names = AudioEntityKind.allCases.map(\.rawValue)
      for (i, node) in nodes.enumerated() {
        guard case .string(let s) = node.value, let kind = AudioEntityKind(rawValue: s) else {
          let spelled: String
          if case .string(let s) = node.value { spelled = s } else { spelled = node.kindName }
          throw o.error(
            "unknown entity kind '\(spelled)' at 'app.appEntities[\(i)]'\(suggestion(for: spelled, in: names)); expected one of \(names.joined(separator: ", "))",
            at: node)
        }
        if !kinds.contains(kind) { kinds.append(kind) }
      }
      app.appEntities = kinds
    }
  }

  func decodeAccount(_ top: inout JSONObjectReader) -> Account {
    guard let reader = attempt({ () throws(Diagnostic) in try top.object("account") }), var o = reader else {
      return Account()
    }
    return attempt { () throws(Diagnostic) in
      let account = Account(
        loggedIn: try o.bool("loggedIn") ?? true,
        subscription: try o.siriKitEnum("subscription") ?? .subscribed,
        region: try o.string("region") ?? "US")
      try o.finish()
      return account
    } ?? Account()
  }

  func decodeDevice(_ top: inout JSONObjectReader) -> DeviceSettings {
    guard let reader = attempt({ () throws(Diagnostic) in try top.object("device") }), var o = reader else {
      return DeviceSettings()
    }
    return attempt { () throws(Diagnostic) in
      var network = DeviceSettings.Network.wifi
      if let spelled = try o.string("network") {
        guard let n = DeviceSettings.Network(rawValue: spelled), let node = o.value("network") ?? Optional(o.node) else {
          throw o.error("unknown network '\(spelled)' at 'device.network'; expected wifi, cellular or offline", at: o.node)
        }
        _ = node
        network = n
      }
      let device = DeviceSettings(
        network: network, cellularDataAllowed: try o.bool("cellularDataAllowed") ?? true,
        explicitContentAllowed: try o.bool("explicitContentAllowed") ?? true,
        contentRestrictions: try o.bool("contentRestrictions") ?? false,
        serviceAvailable: try o.bool("serviceAvailable") ?? true)
      try o.finish()
      return device
    } ?? DeviceSettings()
  }
}
