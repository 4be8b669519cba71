/// The page's only style sheet, inline: light and dark schemes, readable from a phone to a
/// wide screen (wide tables scroll inside their box), and a print layout.
enum HTMLStyle {
  static let css = """
    :root{--bg:#fff;--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--panel:#f5f5f7;--ok:#1a7f37;--bad:#c62828;--warn:#b26a00;
    --ok-rgb:26 127 55;--bad-rgb:198 40 40;--link:#0a5ad4;color-scheme:light dark}
    @media (prefers-color-scheme:dark){:root{--bg:#161618;--fg:#ececf0;--muted:#a1a1a6;--line:#3a3a3e;--panel:#222226;
    --ok:#4cc36b;--bad:#ff6b6b;--warn:#f0a030;--ok-rgb:76 195 107;--bad-rgb:255 107 107;--link:#6cb2ff}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans","Noto Sans CJK SC",sans-serif}
    header{position:sticky;top:0;z-index:2;background:var(--bg);border-bottom:1px solid var(--line);padding:.6rem 1rem}
    header h1{margin:0;font-size:1.25rem}
    nav{display:flex;flex-wrap:wrap;gap:.25rem .9rem;font-size:.9rem}
    a{color:var(--link)}
    main{max-width:1200px;margin:0 auto;padding:0 1rem 2rem}
    section{margin-top:1.5rem}
    h2{font-size:1.2rem;border-bottom:2px solid var(--line);padding-bottom:.2rem}
    h3{font-size:1.02rem;margin:1.2rem 0 .4rem}
    h4{font-size:.95rem;margin:.3rem 0}
    code{font:.88em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
    .verdict{font-size:.8rem;vertical-align:middle;padding:.1rem .5rem;border-radius:1rem;color:#fff;background:var(--ok)}
    body.failed .verdict{background:var(--bad)}
    .tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr));gap:.5rem}
    .tile{background:var(--panel);border-radius:.5rem;padding:.5rem .75rem;color:var(--muted)}
    .tile .n{display:block;font-size:1.6rem;font-weight:600;color:var(--fg)}
    .tile.bad .n{color:var(--bad)}.tile.ok .n{color:var(--ok)}
    svg.bar{display:block;width:100%;height:12px;margin:.75rem 0;border-radius:6px;background:var(--panel)}
    svg.bar .ok{fill:var(--ok)}svg.bar .bad{fill:var(--bad)}svg.bar .warn{fill:var(--warn)}
    dl.context{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.5rem 0}
    dl.context dt{color:var(--muted)}dl.context dd{margin:0}
    .note,.none,.sub{color:var(--muted);font-size:.9rem}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;margin:.4rem 0;font-size:.9rem}
    th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
    thead th{background:var(--panel)}
    #files th[scope=row],#slowest-table td:nth-child(2){min-width:11rem}
    table.num td{text-align:right;font-variant-numeric:tabular-nums}
    td.bad,.bad{color:var(--bad)}td.ok,.ok{color:var(--ok)}
    .meter{display:inline-block;width:4rem;height:.5rem;background:var(--panel);border-radius:.25rem;vertical-align:middle;overflow:hidden}
    .meter span{display:block;height:100%;background:var(--ok)}
    article.failure{border:1px solid var(--line);border-left:4px solid var(--bad);border-radius:.4rem;padding:.4rem .8rem;margin:.6rem 0;break-inside:avoid}
    article.failure h3{margin:.2rem 0}
    article.failure p{margin:.15rem 0}
    .k{display:inline-block;min-width:3.2rem;color:var(--muted);font-size:.85rem}
    .num{color:var(--muted);text-decoration:none}
    table.diff td.exp{color:var(--ok)}table.diff td.act{color:var(--bad)}
    table.matrix{font-size:.82rem}
    table.matrix td{text-align:center;min-width:2.2rem;font-variant-numeric:tabular-nums}
    table.matrix th.col{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;vertical-align:bottom;font-weight:500}
    table.matrix td.hit{background:rgb(var(--ok-rgb)/var(--a))}
    table.matrix td.miss{background:rgb(var(--bad-rgb)/var(--a))}
    table.matrix td.miss a{color:inherit;font-weight:600}
    table.coverage td.on{background:rgb(var(--ok-rgb)/.22)}
    table.coverage td.gap{background:repeating-linear-gradient(45deg,transparent 0 4px,var(--line) 4px 5px)}
    .cells{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:.5rem}
    .cell{background:var(--panel);border-radius:.4rem;padding:.3rem .6rem}
    .cell:target,article.failure:target{outline:2px solid var(--link)}
    .cell ul,ul.drift{margin:.2rem 0;padding-left:1.1rem}
    ul.changes{font-size:.88rem}
    del{color:var(--bad)}ins{color:var(--ok);text-decoration:none}
    dl.groups dt{font-weight:600;margin-top:.5rem}dl.groups dd{margin:.2rem 0 0}
    .chip{display:inline-block;font-size:.78rem;padding:0 .4rem;margin:.1rem 0;border-radius:.7rem;border:1px solid var(--line)}
    .chip.on{background:rgb(var(--ok-rgb)/.18)}.chip.off{color:var(--muted);text-decoration:line-through}
    td.t{white-space:nowrap;text-align:right;font-variant-numeric:tabular-nums}
    footer{color:var(--muted);font-size:.85rem;text-align:center;padding:1rem}
    @media (max-width:600px){body{font-size:14px}main{padding:0 .5rem 1rem}.tile .n{font-size:1.3rem}}
    @media print{header{position:static}nav{display:none}.scroll{overflow:visible}body{font-size:11pt}
    a{color:inherit;text-decoration:none}article.failure,.cell,table{break-inside:avoid}}

    """
}
