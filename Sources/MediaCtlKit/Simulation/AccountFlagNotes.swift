/// Why an account or device flag changed nothing: `--logged-out "play Formation"` plays when
/// the item needs no login, which looks like a broken flag unless the result says so.
enum AccountFlagNotes {
  /// One note per flag given that the resolved item does not depend on.
  static func notes(for item: CatalogItem, options: SimulationOptions) -> [String] {
    var notes: [String] = []
    let title = item.title
    if options.loggedOut, !item.requires.login, !item.requires.subscription {
      notes.append("--logged-out changes nothing here: '\(title)' needs no login (its requires has no login or subscription)")
    }
    if options.noSubscription, !options.loggedOut, !item.requires.subscription {
      notes.append("--no-subscription changes nothing here: '\(title)' needs no subscription")
    }
    if options.region != nil, item.requires.regions == nil {
      notes.append("--region changes nothing here: '\(title)' plays in every region (no requires.regions)")
    }
    if options.explicitOff, !item.explicit {
      notes.append("--explicit-off changes nothing here: '\(title)' is not explicit")
    }
    if options.restricted, !item.restricted {
      notes.append("--restricted changes nothing here: '\(title)' is not restricted")
    }
    if options.cellularOff, item.downloaded {
      notes.append("--cellular-off changes nothing here: '\(title)' is downloaded")
    }
    return notes
  }
}
