/// Pieces that belong together before roles are given: two singers joined by 和, a playlist
/// named after its owner, an artist type word that says who the next name is, and unknown
/// words with a known title after them that own what follows 的.
extension ChineseWork {
  /// "王菲和那英的相约九八": two singers joined by 和/与/跟/& are one artist name.
  func joinedSingers(_ ps: [Piece]) -> [Piece] {
    var out: [Piece] = []
    var k = 0
    while k < ps.count {
      if k + 2 < ps.count, isSinger(ps[k]), isSinger(ps[k + 2]), case .name(nil) = ps[k + 1].kind,
        ChineseLexicon.singerJoins.contains(text.key(ps[k + 1].range).trimmingCharacters(in: .whitespaces))
      {
        out.append(Piece(kind: .name(known: .person), range: ps[k].range.lowerBound..<ps[k + 2].range.upperBound))
        k += 3
        continue
      }
      out.append(ps[k])
      k += 1
    }
    return out
  }

  func isSinger(_ p: Piece) -> Bool {
    if case .name(let kind) = p.kind { return kind == .artist || kind == .both || kind == .person }
    return false
  }

  /// "我的跑步歌单", "我的八十年代摇滚播放列表": after an owner, every word up to the playlist
  /// word is the playlist's name, descriptors included (its owner named it so).
  func ownedPlaylistName(_ ps: [Piece]) -> [Piece] {
    guard let o = ps.firstIndex(where: { if case .owner? = $0.lex { true } else { false } }),
      let t = ps[(o + 1)...].firstIndex(where: { if case .type(.playlist)? = $0.lex { true } else { false } }),
      t > o + 1
    else { return ps }
    let inside = ps[(o + 1)..<t]
    guard let first = inside.first, let last = inside.last, inside.count > 1 || !first.isName else { return ps }
    let name = Piece(kind: .name(known: nil), range: first.range.lowerBound..<last.range.upperBound)
    return Array(ps[...o]) + [name] + Array(ps[t...])
  }

  /// "我们的约定", "我的小太阳": an owner right before unknown words, with no type word in the
  /// request, opens a title (a playlist has its word: "我的健身歌单"; a singer is known or has
  /// a person's shape, and stays apart: "我的周杰伦").
  func ownerTitles(_ ps: [Piece]) -> [Piece] {
    guard let o = ps.firstIndex(where: { if case .owner? = $0.lex { true } else { false } }), o + 1 < ps.count,
      case .name(let kind) = ps[o + 1].kind, kind == nil || kind == .title,
      ps[o].range.upperBound == ps[o + 1].range.lowerBound,
      !ps.contains(where: { if case .type? = $0.lex { true } else { false } })
    else { return ps }
    var out = ps
    out[o] = Piece(kind: .name(known: nil), range: ps[o].range.lowerBound..<ps[o + 1].range.upperBound)
    out.remove(at: o + 1)
    return out
  }

  /// "走吧", "算了吧", "醉了": a one-character title with only particles after it keeps them
  /// (politeness after a longer title goes: "晴天吧").
  func particleTitle(_ ps: [Piece]) -> [Piece] {
    guard ps.count >= 2, case .name(nil) = ps[0].kind, ps[0].range.count == 1, ChineseText.isHan(text.folded[ps[0].range.lowerBound]) else { return ps }
    var e = ps[0].range.upperBound
    for p in ps.dropFirst() {
      guard case .filler? = p.lex, p.range.lowerBound == e, p.range.allSatisfy({ Self.titleParticles.contains(text.folded[$0]) }) else { return ps }
      e = p.range.upperBound
    }
    return [Piece(kind: .name(known: nil), range: ps[0].range.lowerBound..<e)]
  }

  static let titleParticles = ScalarSet(ChineseLexicon.titleParticles.unicodeScalars)

  /// "歌手林俊杰的歌", "乐队X的Y", "歌手王菲最火的歌": an artist type word (歌手, 乐队, 组合 …)
  /// right before a name that something follows says who that name is, not what to play. The
  /// indices of those type words (the name is the next piece).
  func roleMarkers(_ ps: [Piece]) -> Set<Int> {
    var out = Set<Int>()
    for n in ps.indices where isType(ps[n]) == .artist && n + 1 < ps.count && ps[n + 1].isName {
      if case .name(let kind) = ps[n + 1].kind, kind == .quoted || kind == .title { continue }
      guard let next = neighbour(ps, n + 1, step: 1) else { continue }
      switch next.kind {
      case .name, .date: out.insert(n)
      case .lex(let lex):
        switch lex {
        case .particle, .sort, .type, .piece, .genre, .mood: out.insert(n)
        default: break
        }
      }
    }
    return out
  }

  /// "凤凰传奇的月亮之上" where the catalog knows a title 传奇: unknown words with a known title
  /// right after them, then 的 and another name, are one owner's name (a title does not own a
  /// title; the words before it are part of the same name).
  func ownerRuns(_ ps: [Piece]) -> [Piece] {
    var out: [Piece] = []
    var k = 0
    while k < ps.count {
      if k + 3 < ps.count, case .name(nil) = ps[k].kind, case .name(.title?) = ps[k + 1].kind,
        ps[k].range.upperBound == ps[k + 1].range.lowerBound, case .particle? = ps[k + 2].lex,
        text.span(ps[k + 2].range, is: "的"), ps[k + 3].isName
      {
        out.append(Piece(kind: .name(known: nil), range: ps[k].range.lowerBound..<ps[k + 1].range.upperBound))
        k += 2
        continue
      }
      out.append(ps[k])
      k += 1
    }
    return out
  }
}
