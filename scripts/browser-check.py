#!/usr/bin/env python3
"""Checks the DOMs and screenshots scripts/browser-test made with headless Chromium.

For each page the DOM the browser built must show the counts of the run's JSON report (an
independent source): the summary tiles, one article.failure per failed utterance, square
confusion matrices whose off-diagonal links land on an element of the page, coverage matrices
with gaps, no script element (an utterance holding markup stays text). Each screenshot must be
a PNG that is not blank: several colours and enough pixels away from the background.
"""
import json
import struct
import sys
import zlib
from html.parser import HTMLParser
from pathlib import Path


class Node:
    def __init__(self, tag, attrs, parent):
        self.tag, self.attrs, self.parent, self.children, self.text = tag, dict(attrs), parent, [], []

    def classes(self):
        return (self.attrs.get("class") or "").split()

    def all(self):
        yield self
        for c in self.children:
            yield from c.all()

    def content(self):
        return "".join(self.text) + "".join(c.content() for c in self.children)


VOID = {"meta", "br", "img", "input", "link", "hr", "rect", "path", "col", "wbr"}


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("#root", [], None)
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, attrs, self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, attrs, self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text.append(data)


failures = []


def check(ok, message):
    if not ok:
        failures.append(message)


def check_dom(dom_path, report_path, expect_drift):
    tree = Tree()
    tree.feed(dom_path.read_text(encoding="utf-8"))
    nodes = list(tree.root.all())
    by_id = {n.attrs["id"]: n for n in nodes if "id" in n.attrs}
    report = json.loads(report_path.read_text(encoding="utf-8"))
    name = dom_path.name

    def count(id_):
        node = by_id.get(id_)
        return int(node.content().strip()) if node is not None else None

    check(count("count-passed") == report["passed"], f"{name}: passed tile {count('count-passed')} != {report['passed']}")
    check(count("count-failed") == report["failed"], f"{name}: failed tile {count('count-failed')} != {report['failed']}")
    check(count("count-malformed") == len(report["malformed"]), f"{name}: malformed tile != {len(report['malformed'])}")
    check(count("count-utterances") == len(report["results"]), f"{name}: utterances tile != {len(report['results'])}")
    articles = [n for n in nodes if n.tag == "article" and "failure" in n.classes()]
    check(len(articles) == report["failed"], f"{name}: {len(articles)} failure articles, {report['failed']} failures")
    failed_texts = {r["utterance"] for r in report["results"] if not r["passed"]}
    heard = {a.content() for a in articles}
    for text in failed_texts:
        check(any(text in h for h in heard), f"{name}: failure '{text}' not on the page as text")
    check(not any(n.tag == "script" for n in nodes), f"{name}: the page has a script element")
    files_table = by_id.get("files")
    rows = [n for n in files_table.all() if n.tag == "tr"] if files_table else []
    check(len(rows) - 1 == len({r["file"] for r in report["results"]}), f"{name}: files table rows")

    matrices = [n for n in nodes if n.tag == "table" and "matrix" in n.classes() and n.attrs.get("id", "").startswith("cm")]
    check(len(matrices) >= 1, f"{name}: no confusion matrix")
    for m in matrices:
        labels = [n for n in m.all() if n.tag == "th" and "col" in n.classes()]
        body = [n for n in m.all() if n.tag == "tbody"][0]
        trs = [n for n in body.children if n.tag == "tr"]
        check(len(trs) == len(labels), f"{name}: matrix {m.attrs['id']} has {len(trs)} rows, {len(labels)} columns")
        for tr in trs:
            cells = [n for n in tr.children if n.tag == "td"]
            check(len(cells) == len(labels), f"{name}: matrix {m.attrs['id']} row of {len(cells)} cells")
        for a in (n for n in m.all() if n.tag == "a"):
            target = a.attrs.get("href", "")[1:]
            check(target in by_id, f"{name}: matrix link #{target} lands nowhere")
    for a in (n for n in nodes if n.tag == "a" and n.attrs.get("href", "").startswith("#f")):
        check(a.attrs["href"][1:] in by_id, f"{name}: failure link {a.attrs['href']} lands nowhere")
    coverage = [n for n in nodes if n.tag == "table" and "coverage" in n.classes()]
    check(len(coverage) == 4, f"{name}: {len(coverage)} coverage matrices, expected 4")
    check(any("gap" in n.classes() for n in nodes), f"{name}: no coverage gap shown")
    check(any("on" in n.classes() and n.tag == "td" for n in nodes), f"{name}: no exercised coverage cell")
    slowest = by_id.get("slowest-table")
    check(slowest is not None, f"{name}: no slowest table")
    if expect_drift:
        drift = report.get("drift", {})
        check(count("drift-newly-failing") == drift.get("newlyFailing"), f"{name}: newly failing tile")
        check(count("drift-changed") == drift.get("changedWhilePassing"), f"{name}: changed tile")
        check(drift.get("newlyFailing", 0) >= 1 and drift.get("changedWhilePassing", 0) >= 1, f"{name}: the drift fixture shows no drift")
        items = [n for n in nodes if n.tag == "li" and any(c.startswith("drift-") for c in n.classes())]
        check(len(items) == drift.get("newlyFailing", 0) + drift.get("newlyPassing", 0) + drift.get("changedWhilePassing", 0), f"{name}: drift list items")


def png_pixels(path):
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unexpected PNG format depth={depth} colour={colour} interlace={interlace}")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, bpp, rows


def check_png(path):
    try:
        width, height, bpp, rows = png_pixels(path)
    except Exception as error:  # noqa: BLE001 - any decoding problem fails the check
        check(False, f"{path.name}: {error}")
        return
    background = rows[0][0:3]
    colours, ink, sampled = set(), 0, 0
    for y in range(0, height, 4):
        row = rows[y]
        for x in range(0, width * bpp, 4 * bpp):
            pixel = row[x:x + 3]
            sampled += 1
            colours.add(pixel)
            if sum(abs(p - q) for p, q in zip(pixel, background)) > 60:
                ink += 1
    check(len(colours) >= 8, f"{path.name}: only {len(colours)} colours: blank")
    check(ink / max(1, sampled) >= 0.01, f"{path.name}: {ink}/{sampled} pixels differ from the background: blank")
    print(f"browser-check: {path.name}: {width}x{height}, {len(colours)} colours, {100 * ink / max(1, sampled):.1f}% ink")


def main():
    work = Path(sys.argv[1])
    check_dom(work / "utterances.dom.html", work / "utterances.json", expect_drift=False)
    check_dom(work / "failing.dom.html", work / "failing.json", expect_drift=True)
    for name in ["utterances", "utterances-phone", "utterances-dark", "failing", "failing-phone", "failing-dark"]:
        check_png(work / f"{name}.png")
    for f in failures:
        print(f"browser-check: FAIL {f}", file=sys.stderr)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
