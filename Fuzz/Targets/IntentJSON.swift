// Fuzzes JSON intent decoding (`--intent FILE`), which runs JSONParser and JSONObjectReader.
//
// Invariants: the input decodes to a request or fails with one located, one-line data error;
// a request that decodes encodes → decodes → encodes to identical JSON, and decodes to an
// equal request; running the request never traps.
@testable import MediaCtlKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIntentJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  let request: MediaRequest
  do {
    request = try MediaRequest.decode(json: input, file: "fuzz.json")
  } catch {
    requireWellFormed(error, file: "fuzz.json", lineCount: lineCount(input))
    return 0
  }
  // Running it (resolve, handle, English and Chinese dialog) never traps.
  _ = simulator.run(request: request).text(explain: true)
  var chinese = SimulationOptions()
  chinese.locale = "zh-CN"
  _ = simulator.run(request: request, options: chinese).json(explain: true).compact
  let first = request.json(routing: .thisApp).compact
  let again: MediaRequest
  do {
    again = try MediaRequest.decode(json: Array(first.utf8), file: "<encoded>")
  } catch {
    require(false, "encoded intent does not read back: \(error) — \(first)")
    return 0
  }
  require(again == request, "round trip changed the request:\n\(request)\n\(again)")
  let second = again.json(routing: .thisApp).compact
  require(first == second, "encode → decode → encode differs:\n\(first)\n\(second)")
  // Pretty output (what `--json` embeds) reads back as well.
  do {
    let pretty = try MediaRequest.decode(json: Array(request.json().pretty.utf8), file: "<pretty>")
    require(pretty == request, "pretty JSON reads back differently")
  } catch {
    require(false, "pretty JSON does not read back: \(error)")
  }
  return 0
}
