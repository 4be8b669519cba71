// Fuzzes vocabulary files (`--vocabulary FILE`): JSON user vocabulary and Apple's
// AppIntentVocabulary.plist. The first byte's low bit picks the file name (.json or .plist);
// content sniffing still applies, as in the tool.
//
// Invariants: a vocabulary or one located, one-line data error; every loaded phrase is
// non-empty and within Siri's 1024 UTF-16-byte limit for user vocabulary.
@testable import MediaCtlKit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVocabulary(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let all = bytes(data, size)
  guard let selector = all.first else { return 0 }
  let input = Array(all.dropFirst())
  let path = selector & 1 == 0 ? "fuzz.json" : "fuzz.plist"
  do {
    let vocabulary = try VocabularyLoader.load(bytes: input, file: path)
    _ = Simulator(catalog: defaultCatalog, vocabulary: vocabulary).parse("play road trip")
  } catch {
    requireWellFormed(error, file: path, lineCount: lineCount(input))
  }
  return 0
}
