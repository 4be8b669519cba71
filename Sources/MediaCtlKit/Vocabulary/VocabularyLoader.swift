import Foundation

/// Reads vocabulary files: a JSON user-vocabulary file keyed by `INVocabularyStringType` names,
/// or Apple's `AppIntentVocabulary.plist` (XML) with `ParameterVocabularies`.
public enum VocabularyLoader {
  /// Global vocabulary parameter names and the user-vocabulary type each corresponds to.
  public static let parameterTypes: [String: VocabularyStringType] = [
    "playlistTitle": .mediaPlaylistTitle,
    "musicArtistName": .mediaMusicArtistName,
    "audiobookTitle": .mediaAudiobookTitle,
    "audiobookAuthorName": .mediaAudiobookAuthorName,
    "showTitle": .mediaShowTitle,
  ]

  /// Loads a `.plist` as global vocabulary, anything else as JSON user vocabulary.
  public static func load(bytes: [UInt8], file: String) throws(Diagnostic) -> UserVocabulary {
    let trimmed = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
    if file.hasSuffix(".plist") || trimmed.starts(with: Array("<?xml".utf8)) || trimmed.starts(with: Array("<plist".utf8))
      || trimmed.starts(with: Array("bplist".utf8))
    {
      return try globalVocabulary(plist: Data(bytes), file: file)
    }
    let (node, source) = try JSONParser.parse(bytes, file: file)
    return try userVocabulary(node, source: source, path: "")
  }

  /// `{"mediaPlaylistTitle": ["Road Trip", …], …}` — ordered, most important first.
  public static func userVocabulary(_ node: JSONNode, source: JSONSource, path: String) throws(Diagnostic) -> UserVocabulary {
    guard case .object(let members) = node.value else {
      throw Diagnostic("expected an object keyed by INVocabularyStringType names, found \(node.kindName)", at: source.location(of: node.offset))
    }
    var vocabulary = UserVocabulary()
    var count = 0
    for member in members {
      let fieldPath = path.isEmpty ? member.key : "\(path).\(member.key)"
      guard let type = VocabularyStringType(name: member.key) else {
        throw Diagnostic(
          "unknown vocabulary type '\(member.key)'\(suggestion(for: member.key, in: VocabularyStringType.caseNames)); expected one of \(VocabularyStringType.caseNames.joined(separator: ", "))",
          at: source.location(of: member.keyOffset))
      }
      guard case .array(let elements) = member.value.value else {
        throw Diagnostic("expected an array of strings for '\(fieldPath)', found \(member.value.kindName)", at: source.location(of: member.value.offset))
      }
      for (i, element) in elements.enumerated() {
        count += 1
        guard count <= UserVocabulary.maximumStrings else {
          throw Diagnostic(
            "more than \(UserVocabulary.maximumStrings) vocabulary strings; mediactl reads at most \(UserVocabulary.maximumStrings) per file",
            at: source.location(of: element.offset))
        }
        guard case .string(let s) = element.value, !s.allSatisfy(\.isWhitespace) else {
          throw Diagnostic("expected a non-empty string at '\(fieldPath)[\(i)]'", at: source.location(of: element.offset))
        }
        guard s.utf16.count * 2 <= UserVocabulary.maximumUTF16Bytes else {
          throw Diagnostic(
            "vocabulary string at '\(fieldPath)[\(i)]' is \(s.utf16.count * 2) bytes in UTF-16; Siri drops strings over \(UserVocabulary.maximumUTF16Bytes)",
            at: source.location(of: element.offset))
        }
        vocabulary.add(.init(identifier: s, type: type, source: "user"))
      }
    }
    return vocabulary
  }

  /// Apple's `AppIntentVocabulary.plist`: `ParameterVocabularies[].ParameterNames` such as
  /// `INPlayMediaIntent.playlistTitle`, items with `VocabularyItemIdentifier` and synonyms.
  public static func globalVocabulary(plist data: Data, file: String) throws(Diagnostic) -> UserVocabulary {
    let plist = PropertyListDiagnostics(bytes: [UInt8](data), file: file)
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    } catch {
      throw plist.unreadable(error)
    }
    guard let dict = root as? [String: Any] else {
      throw plist.error("the property list's root must be a dictionary", at: [])
    }
    var vocabulary = UserVocabulary()
    let top = XMLPropertyListLocator.PathComponent.key("ParameterVocabularies")
    guard let parameterVocabularies = dict["ParameterVocabularies"] else { return vocabulary }
    guard let groups = parameterVocabularies as? [[String: Any]] else {
      throw plist.error("'ParameterVocabularies' must be an array of dictionaries", at: [top])
    }
    for (g, group) in groups.enumerated() {
      let groupPath: PropertyListDiagnostics.Path = [top, .index(g)]
      func at(_ key: String) -> PropertyListDiagnostics.Path { group[key] == nil ? groupPath : groupPath + [.key(key)] }
      guard let names = group["ParameterNames"] as? [String] else {
        throw plist.error("'ParameterVocabularies[\(g)].ParameterNames' must be an array of strings", at: at("ParameterNames"))
      }
      guard let items = group["ParameterVocabulary"] as? [[String: Any]] else {
        throw plist.error(
          "'ParameterVocabularies[\(g)].ParameterVocabulary' must be an array of dictionaries", at: at("ParameterVocabulary"))
      }
      for (n, name) in names.enumerated() {
        let parameter = name.split(separator: ".").last.map(String.init) ?? name
        guard name.contains("."), let type = parameterTypes[parameter] else {
          throw plist.error(
            "unknown parameter name '\(name)' at 'ParameterVocabularies[\(g)].ParameterNames[\(n)]'; expected INPlayMediaIntent.playlistTitle, …musicArtistName, …audiobookTitle, …audiobookAuthorName or …showTitle",
            at: groupPath + [.key("ParameterNames"), .index(n)])
        }
        guard items.count * names.count <= UserVocabulary.maximumStrings else {
          throw plist.error(
            "more than \(UserVocabulary.maximumStrings) vocabulary items; mediactl reads at most \(UserVocabulary.maximumStrings) per file",
            at: groupPath + [.key("ParameterVocabulary")])
        }
        for (i, item) in items.enumerated() {
          guard let identifier = item["VocabularyItemIdentifier"] as? String, !identifier.isEmpty else {
            let itemPath = groupPath + [.key("ParameterVocabulary"), .index(i)]
            throw plist.error(
              item["VocabularyItemIdentifier"] == nil
                ? "missing key 'ParameterVocabularies[\(g)].ParameterVocabulary[\(i)].VocabularyItemIdentifier'"
                : "'ParameterVocabularies[\(g)].ParameterVocabulary[\(i)].VocabularyItemIdentifier' must be a non-empty string",
              at: item["VocabularyItemIdentifier"] == nil ? itemPath : itemPath + [.key("VocabularyItemIdentifier")])
          }
          var phrases = [identifier]
          if let synonyms = item["VocabularyItemSynonyms"] as? [[String: Any]] {
            for synonym in synonyms {
              if let phrase = synonym["VocabularyItemPhrase"] as? String { phrases.append(phrase) }
            }
          }
          vocabulary.add(.init(identifier: identifier, phrases: phrases, type: type, source: "global"))
        }
      }
    }
    return vocabulary
  }
}
