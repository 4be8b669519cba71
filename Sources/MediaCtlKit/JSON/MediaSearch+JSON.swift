/// `INMediaSearch` and its release-date range in the JSON intent format (`MediaRequest+JSON.swift`).
extension MediaSearch {
  public var json: JSONOutput {
    .object([
      ("mediaType", .name(mediaType)),
      ("sortOrder", .name(sortOrder)),
      ("mediaName", .optional(mediaName)),
      ("artistName", .optional(artistName)),
      ("albumName", .optional(albumName)),
      ("genreNames", .optional(genreNames)),
      ("moodNames", .optional(moodNames)),
      ("releaseDate", releaseDate?.json ?? .null),
      ("reference", .name(reference)),
      ("mediaIdentifier", .optional(mediaIdentifier)),
    ])
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> MediaSearch {
    var search = MediaSearch(
      mediaType: try o.siriKitEnum("mediaType") ?? .unknown,
      sortOrder: try o.siriKitEnum("sortOrder") ?? .unknown,
      mediaName: try o.string("mediaName"),
      artistName: try o.string("artistName"),
      albumName: try o.string("albumName"),
      genreNames: try o.stringArray("genreNames"),
      moodNames: try o.stringArray("moodNames"),
      reference: try o.siriKitEnum("reference") ?? .unknown,
      mediaIdentifier: try o.string("mediaIdentifier"))
    if var range = try o.object("releaseDate") {
      search.releaseDate = try DateComponentsRange.decode(&range)
    }
    // Deprecated in the release it appeared (iOS 13.0–13.0); read as moods.
    if let activities = try o.stringArray("activityNames") {
      search.moodNames = (search.moodNames ?? []) + activities
    }
    try o.finish()
    return search
  }
}

extension DateComponentsRange {
  public var json: JSONOutput {
    .object([
      ("startDateComponents", startDateComponents?.json ?? .null),
      ("endDateComponents", endDateComponents?.json ?? .null),
    ])
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> DateComponentsRange {
    var range = DateComponentsRange()
    if var start = try o.object("startDateComponents") { range.startDateComponents = try Components.decode(&start) }
    if var end = try o.object("endDateComponents") { range.endDateComponents = try Components.decode(&end) }
    _ = o.node("recurrenceRule")
    try o.finish()
    return range
  }
}

extension DateComponentsRange.Components {
  var json: JSONOutput {
    var members: [(String, JSONOutput)] = []
    if let year { members.append(("year", .number(Double(year)))) }
    if let month { members.append(("month", .number(Double(month)))) }
    if let day { members.append(("day", .number(Double(day)))) }
    return .object(members)
  }

  static func decode(_ o: inout JSONObjectReader) throws(Diagnostic) -> Self {
    let c = Self(year: try o.int("year"), month: try o.int("month"), day: try o.int("day"))
    if let month = c.month, !(1...12).contains(month), let node = o.value("month") {
      throw o.error("'\(o.fieldPath("month"))' must be 1 to 12, found \(month)", at: node)
    }
    if let day = c.day, !(1...31).contains(day), let node = o.value("day") {
      throw o.error("'\(o.fieldPath("day"))' must be 1 to 31, found \(day)", at: node)
    }
    try o.finish()
    return c
  }
}
