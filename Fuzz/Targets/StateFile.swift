// Fuzzes the state file (`--state FILE`).
//
// Invariants: a state or one located, one-line data error; a state that reads writes back
// to JSON that reads to the same bytes again (what the next run will see is what this run
// wrote).
@testable import MediaCtlKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStateFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  let state: SessionState
  do {
    state = try SessionState.decode(bytes: input, file: "fuzz.state.json", catalog: defaultCatalog)
  } catch {
    requireWellFormed(error, file: "fuzz.state.json", lineCount: lineCount(input))
    return 0
  }
  let first = state.json.pretty + "\n"
  do {
    let again = try SessionState.decode(bytes: Array(first.utf8), file: "<written>", catalog: defaultCatalog)
    let second = again.json.pretty + "\n"
    require(first == second, "state changes on a write → read → write:\n\(first)\n\(second)")
    _ = again.summary(catalog: defaultCatalog)
  } catch {
    require(false, "written state does not read back: \(error)\n\(first)")
  }
  return 0
}
