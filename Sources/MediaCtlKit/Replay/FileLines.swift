extension String {
  /// The file's lines, split at every line feed, a carriage return before it dropped. By
  /// scalars, not Characters: Swift reads "\r\n" as one Character that is not "\n", so a
  /// Character split read a Windows-edited file as one line (found by fuzzing).
  var fileLines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var text = String(line)
      if text.unicodeScalars.last == "\r" { text.unicodeScalars.removeLast() }
      return text
    }
  }
}
