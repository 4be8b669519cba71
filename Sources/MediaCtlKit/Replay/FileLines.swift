extension String {
  /// The lines of a text file, whichever line ends it uses: `\n`, `\r\n` or a lone `\r` (old
  /// Mac exports), so a CR-only file is read line by line instead of as one long line.
  var fileLines: [String] {
    var lines: [String] = []
    var current = String.UnicodeScalarView()
    var scalars = unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      switch scalar {
      case "\n":
        lines.append(String(current))
        current = String.UnicodeScalarView()
      case "\r":
        lines.append(String(current))
        current = String.UnicodeScalarView()
        if pending == "\n" { pending = scalars.next() }
      default:
        current.append(scalar)
      }
    }
    lines.append(String(current))
    return lines
  }
}
