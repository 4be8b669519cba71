extension String {
  /// The lines of a text file, whichever line ends it uses: `\n`, `\r\n` or a lone `\r` (old
  /// Mac exports), so a CR-only file is read line by line instead of as one long line.
  var fileLines: [String] { fileLinesWithEnds.map(\.text) }

  /// The lines of a text file with the end each had (`"\n"`, `"\r\n"`, `"\r"`, or `""` for a
  /// last line without one), so a rewrite keeps a file's line endings byte for byte.
  var fileLinesWithEnds: [(text: String, end: String)] {
    var lines: [(text: String, end: String)] = []
    var current = String.UnicodeScalarView()
    var scalars = unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      switch scalar {
      case "\n":
        lines.append((String(current), "\n"))
        current = String.UnicodeScalarView()
      case "\r":
        if pending == "\n" {
          pending = scalars.next()
          lines.append((String(current), "\r\n"))
        } else {
          lines.append((String(current), "\r"))
        }
        current = String.UnicodeScalarView()
      default:
        current.append(scalar)
      }
    }
    lines.append((String(current), ""))
    return lines
  }
}
