/// The options every command that runs requests shares, and `--report KIND=FILE`.
extension Invocation {
  static let reportKinds = "junit=FILE, json=FILE, html=FILE, csv=FILE or tap=FILE ('-' for standard output)"

  static func report(_ spec: String) throws(Diagnostic) -> Report {
    let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, let format = Report.Format(rawValue: parts[0]), !parts[1].isEmpty else {
      let kind = parts.first ?? ""
      let near = suggestion(for: kind, in: Report.Format.allCases.map(\.rawValue))
      throw .usage("bad --report '\(spec)'" + (near.isEmpty ? "; expected \(reportKinds)" : "\(near) (expected \(reportKinds))"))
    }
    return Report(format: format, path: parts[1])
  }

  static func parseOptions(
    _ arguments: [String], into common: inout Common, words: inout [String], intentPath: inout String?
  ) throws(Diagnostic) {
    var i = 0
    var optionsEnded = false
    while i < arguments.count {
      let arg = arguments[i]
      i += 1
      if optionsEnded || !arg.hasPrefix("--") || arg == "-" {
        if arg == "--" && !optionsEnded { optionsEnded = true; continue }
        if !optionsEnded, Self.looksLikeShortOption(arg) {
          throw .usage("unknown option '\(arg)'; mediactl's options are long ('--json'); to say it, put it after --: mediactl -- \(arg)")
        }
        words.append(arg)
        continue
      }
      if arg == "--" { optionsEnded = true; continue }
      var name = arg
      var inlineValue: String?
      if let eq = arg.firstIndex(of: "=") {
        name = String(arg[..<eq])
        inlineValue = String(arg[arg.index(after: eq)...])
      }
      if let flag = flags[name] {
        if inlineValue != nil { throw .usage("option '\(name)' takes no value") }
        flag(&common)
        continue
      }
      guard valueOptions.contains(name) else {
        let known = Array(flags.keys) + valueOptions + ["--help", "--version"]
        throw .usage("unknown option '\(name)'\(suggestion(for: name, in: known.sorted()))")
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard i < arguments.count else { throw .usage("option '\(name)' needs a value") }
        value = arguments[i]
        // "--catalog --json": the option's value is missing, not a file named '--json'.
        if value.hasPrefix("--"), value.count > 2,
          flags[value] != nil || valueOptions.contains(value) || value == "--help" || value == "--version"
        {
          throw .usage("option '\(name)' needs a value, found the option '\(value)'")
        }
        i += 1
      }
      switch name {
      case "--catalog": common.catalogPath = value
      case "--vocabulary": common.vocabularyPaths.append(value)
      case "--device":
        guard let device = Device(rawValue: value.lowercased()) else {
          throw .usage(
            "unknown device '\(value)'\(suggestion(for: value, in: Device.allCases.map(\.rawValue))); expected one of \(Device.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        common.simulation.device = device
      case "--region":
        guard value.count == 2, value.allSatisfy(\.isLetter) else { throw .usage("--region takes a two-letter country code, e.g. US") }
        common.simulation.region = value.uppercased()
      case "--now-playing":
        guard !value.trimmingWhitespace.isEmpty else { throw .usage("option '--now-playing' needs an item identifier or none") }
        if value == "none" {
          common.simulation.nowPlaying = nil
          common.simulation.nothingPlaying = true
        } else {
          common.simulation.nowPlaying = value
          common.simulation.nothingPlaying = false
        }
      case "--locale":
        guard ["en", "zh"].contains(value.prefix(2).lowercased()) else {
          throw .usage("unsupported locale '\(value)'; expected en-US or zh-CN")
        }
        common.simulation.locale = value
      case "--intent": intentPath = value
      case "--state": common.statePath = value
      case "--cache": common.cacheDirectory = value
      case "--path":
        guard let path = SiriPath(rawValue: value.lowercased()) else {
          throw .usage("unknown path '\(value)'\(suggestion(for: value, in: SiriPath.allCases.map(\.rawValue))); expected \(SiriPath.usage)")
        }
        common.simulation.path = path
      case "--expect":
        var text = value
        if let eq = text.firstIndex(of: "=") { text.replaceSubrange(eq...eq, with: ": ") }
        do {
          common.expectations.append(try ReplayFileParser.parseExpectation(text, line: 0, file: "--expect"))
        } catch {
          throw .usage("bad --expect '\(value)': \(error.message); expected FIELD=VALUE, e.g. --expect code=handleInApp")
        }
      default: break
      }
    }
  }
}
