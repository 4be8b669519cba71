// Fuzzes the English and Chinese utterance parsers (what `mediactl parse` and one-shot runs do).
//
// Invariants: an argument is refused exactly when it is not UTF-8, at its first bad byte; a
// parse always yields a request (the parsers have no error path); the request's JSON (what
// `parse` prints) decodes back to the same request and re-encodes to the same bytes;
// so does every explicit-locale parse; running the request (resolve, handle, dialog) never traps.
@testable import MediaCtlKit

func roundTrips(_ request: MediaRequest, text: String) {
  let first = request.json(routing: simulator.routing(for: request.appName)).compact
  let decoded: MediaRequest
  do {
    decoded = try MediaRequest.decode(json: Array(first.utf8), file: "<parse>")
  } catch {
    require(false, "parse output does not read back for \(text.debugDescription): \(error) — \(first)")
    return
  }
  let second = decoded.json(routing: simulator.routing(for: decoded.appName)).compact
  require(first == second, "parse output changes on a round trip for \(text.debugDescription):\n\(first)\n\(second)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUtterance(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  // An argument that is not UTF-8 is refused (64) at the first bad byte: the bytes before it
  // are valid, the whole is not; valid bytes are taken as they are.
  if let offset = RawArguments.firstInvalidByteOffset(input) {
    require(String(validating: input, as: UTF8.self) == nil, "argument refused at \(offset) but valid UTF-8")
    require(String(validating: input[..<offset], as: UTF8.self) != nil, "bytes before offset \(offset) are not valid")
  } else {
    require(String(validating: input, as: UTF8.self) != nil, "invalid UTF-8 accepted as an argument")
  }
  // The parsers still meet U+FFFD (a JSON intent's "\uFFFD"): decode leniently to reach them.
  let text = String(decoding: input, as: UTF8.self)
  let trimmed = text.trimmingWhitespace
  guard !trimmed.isEmpty else { return 0 }
  let byScript = simulator.parse(trimmed)
  roundTrips(byScript.request, text: trimmed)
  // The whole run (resolve, handle, dialog) as a one-shot `mediactl "…"` does it.
  _ = simulator.run(utterance: trimmed).text(explain: true)
  for locale in ["en-US", "zh-CN"] {
    var options = SimulationOptions()
    options.locale = locale
    let parsed = simulator.parse(trimmed, options: options)
    require(parsed.locale.hasPrefix(String(locale.prefix(2))), "asked for \(locale), parsed as \(parsed.locale)")
    roundTrips(parsed.request, text: trimmed)
    _ = simulator.run(utterance: trimmed, options: options).json(explain: false).compact
  }
  return 0
}
