// Fuzzes catalog loading (`--catalog FILE`, `catalog check`).
//
// Invariants: loading yields a catalog or one located, one-line data error; a catalog that
// loads passes `catalog check` with no problems (and `check` reports a problem whenever loading
// fails); a loaded catalog can be indexed and answer a request without trapping.
@testable import MediaCtlKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = bytes(data, size)
  let lines = lineCount(input)
  let loaded: Catalog?
  var loadError: Diagnostic?
  do {
    loaded = try CatalogDecoder.load(bytes: input, file: "fuzz.json")
  } catch {
    requireWellFormed(error, file: "fuzz.json", lineCount: lines)
    loaded = nil
    loadError = error
  }
  do {
    let (checked, problems) = try CatalogDecoder.check(bytes: input, file: "fuzz.json")
    for problem in problems { requireWellFormed(problem, file: "fuzz.json", lineCount: lines) }
    if loaded != nil {
      require(problems.isEmpty, "catalog loads but check reports \(problems.map(\.description))")
      require(checked != nil, "catalog loads but check builds none")
    } else {
      require(!problems.isEmpty, "load failed (\(loadError?.description ?? "?")) but check reports no problem")
      // A run names the first problem and counts the rest ("… (and 5 more problems: mediactl
      // catalog check FILE)"), so the load error starts with check's first problem.
      require(
        problems.first.map { first in loadError.map { $0 == first || $0.description.hasPrefix(first.description + " (and ") } ?? false } ?? false,
        "load reports \(loadError?.description ?? "?"), check first reports \(problems[0])")
    }
  } catch {
    require(loaded == nil, "catalog loads but check throws \(error)")
    require(error == loadError, "load reports \(loadError?.description ?? "?"), check throws \(error)")
    requireWellFormed(error, file: "fuzz.json", lineCount: lines)
  }
  if let catalog = loaded {
    let simulator = Simulator(catalog: catalog)
    _ = simulator.run(utterance: "play something")
  }
  return 0
}
