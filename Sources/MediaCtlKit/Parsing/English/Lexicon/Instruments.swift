extension EnglishLexicon {
  /// Instruments named as a style of music ("calm piano music", "some jazz guitar", "violin
  /// pieces"): SiriKit has no instrument field, and the style is what a genre carries, so an
  /// instrument word is read as a genre where a genre would be (before a kind word, after a mood
  /// or genre, alone). Inside a name ("Piano Man", "add steel guitar rag to …") it stays a word of
  /// the name, by the same rules as any genre word. Reviewed list of common instruments.
  static let instrumentStyles: [String] = [
    "piano", "solo piano", "guitar", "acoustic guitar", "electric guitar", "classical guitar", "slide guitar",
    "violin", "cello", "viola", "saxophone", "sax", "trumpet", "trombone", "drums", "flute", "harp",
    "ukulele", "banjo", "harmonica", "accordion", "mandolin", "clarinet", "sitar", "oboe", "bagpipes",
    "marimba", "xylophone", "harpsichord", "steel drums", "string quartet", "bongos", "didgeridoo", "koto",
  ]
}
