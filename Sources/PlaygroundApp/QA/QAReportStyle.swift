/// The report page's style sheet: a calm light theme in the system font stack (no web fonts: the
/// page works offline), laid out for a 1280×800 window and up.
enum QAReportStyle {
  static let css = #"""
    :root {
      --ink: #1d1d1f; --muted: #6e6e73; --line: #e3e3e8; --panel: #f6f6f8; --accent: #0a66d0;
      --failed: #c62828; --new: #1565c0; --recorded: #a25b00; --passed: #2e7d32;
      --masthead: 52px;
      --before: #d81b60; --after: #0a66d0; --region: rgba(255, 170, 0, 0.2);
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "DejaVu Sans",
        sans-serif;
      font-size: 14px; color: var(--ink); background: #fff;
    }
    * { box-sizing: border-box; }
    /* The filters and views hide elements with the attribute; a class's display must not undo it. */
    [hidden] { display: none !important; }
    body { margin: 0; }
    button, select, input { font: inherit; color: inherit; }
    code { font-family: ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace; font-size: 12.5px; }

    .masthead {
      display: flex; align-items: center; gap: 20px; padding: 0 20px; border-bottom: 1px solid var(--line);
      height: var(--masthead);
      position: sticky; top: 0; background: rgba(255, 255, 255, 0.96); z-index: 5;
    }
    .masthead h1 { font-size: 16px; margin: 0; font-weight: 600; }
    .counts { display: flex; gap: 14px; }
    .count { display: inline-flex; align-items: center; gap: 5px; color: var(--muted); }
    .count b { color: var(--ink); font-weight: 600; }
    .dot { width: 8px; height: 8px; border-radius: 50%; display: inline-block; background: var(--muted); }
    .dot.failed { background: var(--failed); } .dot.new { background: var(--new); }
    .dot.recorded { background: var(--recorded); } .dot.passed { background: var(--passed); }
    .command {
      margin: 0 0 0 auto; min-width: 0; color: var(--muted); white-space: nowrap; overflow: hidden;
      text-overflow: ellipsis; max-width: 55%;
    }
    .exit { margin-left: 6px; }

    .filters {
      display: flex; flex-wrap: wrap; gap: 8px 22px; align-items: center; padding: 12px 20px;
      border-bottom: 1px solid var(--line);
    }
    .filter-group { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
    .filter-label { color: var(--muted); font-size: 12px; margin-right: 2px; }
    .chip {
      border: 1px solid var(--line); background: #fff; border-radius: 999px; padding: 3px 10px; cursor: pointer;
      display: inline-flex; align-items: center; gap: 5px;
    }
    .chip:hover { border-color: #c7c7cc; }
    .chip[aria-pressed="true"] { background: var(--ink); border-color: var(--ink); color: #fff; }
    .chip .n { color: var(--muted); font-size: 12px; }
    .chip[aria-pressed="true"] .n { color: #d1d1d6; }
    .filters select { border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; background: #fff; }
    .clear { border: 0; background: none; color: var(--accent); cursor: pointer; padding: 3px 0; }

    .gallery { padding: 8px 20px 40px; }
    .group h2 { font-size: 14px; font-weight: 600; margin: 18px 0 10px; }
    .group h2 .file { color: var(--muted); font-weight: 400; }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(168px, 1fr)); gap: 14px; }
    .card {
      display: block; text-decoration: none; color: inherit; border: 1px solid var(--line); border-radius: 10px;
      overflow: hidden; background: #fff; transition: box-shadow 0.12s;
    }
    .card:hover, .card:focus-visible { box-shadow: 0 2px 10px rgba(0, 0, 0, 0.10); outline: none; }
    .card.failed { border-color: rgba(198, 40, 40, 0.55); }
    .thumb {
      height: 190px; display: flex; align-items: center; justify-content: center; padding: 8px;
      background: var(--panel);
    }
    .thumb img { max-width: 100%; max-height: 100%; object-fit: contain; box-shadow: 0 0 0 1px var(--line); }
    .meta { padding: 8px 10px 10px; display: grid; gap: 3px; }
    .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .variant { color: var(--muted); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .row { display: flex; align-items: center; gap: 6px; margin-top: 3px; }
    .badge {
      font-size: 11px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.03em; border-radius: 4px;
      padding: 1px 6px; color: #fff; background: var(--muted);
    }
    .badge.failed { background: var(--failed); } .badge.new { background: var(--new); }
    .badge.recorded { background: var(--recorded); } .badge.passed { background: var(--passed); }
    .badge.strict { background: #fff; color: var(--failed); box-shadow: inset 0 0 0 1px var(--failed); }
    .pct { color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
    .empty { padding: 30px 20px; color: var(--muted); }

    /* The inspector fills the window below the masthead (and its 1 px border): the why list
       scrolls on its own, the page does not. */
    .inspector { display: flex; flex-direction: column; height: calc(100vh - var(--masthead)); }
    .bar {
      display: flex; align-items: center; gap: 12px; padding: 8px 20px; border-bottom: 1px solid var(--line);
      min-height: 47px;
      flex-wrap: wrap;
    }
    .bar h2 { font-size: 15px; margin: 0; font-weight: 600; }
    .bar .variant { font-size: 13px; }
    .plain {
      border: 1px solid var(--line); background: #fff; border-radius: 6px; padding: 3px 10px; cursor: pointer;
    }
    .plain:disabled { color: #c7c7cc; cursor: default; }
    .spacer { flex: 1; }
    .position { color: var(--muted); font-size: 12px; }
    .modes { display: inline-flex; border: 1px solid var(--line); border-radius: 7px; overflow: hidden; }
    .modes button { border: 0; background: #fff; padding: 4px 11px; cursor: pointer; }
    .modes button + button { border-left: 1px solid var(--line); }
    .modes button[aria-selected="true"] { background: var(--ink); color: #fff; }

    .body { display: grid; grid-template-columns: minmax(0, 1fr) 360px; flex: 1; min-height: 0; }
    .stage { overflow: auto; padding: 16px 20px; background: var(--panel); }
    .stage .figures { display: flex; gap: 16px; justify-content: center; align-items: flex-start; }
    figure { margin: 0; display: flex; flex-direction: column; align-items: center; gap: 6px; min-width: 0; flex: 0 1 auto; }
    figcaption { color: var(--muted); font-size: 12px; }
    .shot {
      position: relative; display: inline-block; line-height: 0; max-width: 100%;
      background: repeating-conic-gradient(#eee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px;
      box-shadow: 0 0 0 1px var(--line);
    }
    .shot img { display: block; max-width: 100%; max-height: calc(100vh - 190px); width: auto; height: auto; }
    .shot img.over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; max-height: none; }
    .shot.blink img.over { visibility: hidden; }
    .shot.blink.showing-actual img.over { visibility: visible; }
    .marks { position: absolute; inset: 0; pointer-events: none; }
    .mark { position: absolute; }
    .mark.before { border: 2px dashed var(--before); }
    .mark.after { border: 2px solid var(--after); }
    .mark.region { background: var(--region); box-shadow: inset 0 0 0 1px rgba(255, 140, 0, 0.6); }
    .divider { position: absolute; top: 0; bottom: 0; width: 0; border-left: 2px solid #fff;
      box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35); cursor: ew-resize; }
    .divider::after {
      content: ""; position: absolute; top: 50%; left: -10px; width: 18px; height: 30px; margin-top: -15px;
      border-radius: 9px; background: #fff; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35);
    }
    .swipe-area { cursor: ew-resize; touch-action: none; }
    .controls { display: flex; justify-content: center; align-items: center; gap: 12px; margin-top: 10px;
      color: var(--muted); font-size: 12px; }
    .controls input[type="range"] { width: 220px; }
    .showing { font-weight: 600; color: var(--ink); min-width: 60px; }
    .note { color: var(--muted); font-size: 12px; text-align: center; margin: 10px 0 0; }

    .why { border-left: 1px solid var(--line); overflow: auto; padding: 14px 16px 30px; }
    .why h3 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 0 0 8px; }
    .why-summary { margin: 0 0 14px; line-height: 1.45; }
    .changes { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
    .change { border: 1px solid var(--line); border-radius: 8px; padding: 8px 10px; cursor: pointer; line-height: 1.4; }
    .change:hover, .change:focus-visible { border-color: var(--accent); outline: none; background: #f5f9ff; }
    .change.pinned { border-color: var(--accent); box-shadow: inset 3px 0 0 var(--accent); }
    .change .head { display: flex; gap: 4px; align-items: center; flex-wrap: wrap; }
    .kind { font-size: 11px; border-radius: 4px; padding: 0 5px; background: #eef0f3; color: #3a3a3c; }
    .kind.appeared { background: #e3f2e5; } .kind.disappeared { background: #fbe4e4; }
    .kind.moved, .kind.resized { background: #e6effb; } .kind.color, .kind.text { background: #f7eddc; }
    .change .pixels { margin-left: auto; color: var(--muted); font-size: 12px; font-variant-numeric: tabular-nums; }
    .change .label { font-weight: 600; margin-top: 3px; overflow-wrap: anywhere; }
    .frames { font-size: 12px; font-variant-numeric: tabular-nums; }
    .frames .before { color: var(--before); } .frames .after { color: var(--after); }
    .cause { font-size: 12px; color: var(--muted); margin-top: 2px; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; vertical-align: -1px;
      box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.2); margin-right: 3px; }
    .moved { margin-top: 8px; }
    .moved > summary { cursor: pointer; color: var(--muted); padding: 4px 0; }
    .moved .changes { margin-top: 6px; }
    .legend { display: flex; gap: 12px; font-size: 12px; color: var(--muted); margin: 12px 0 0; }
    .legend i { display: inline-block; width: 14px; height: 9px; vertical-align: -1px; margin-right: 4px; }
    .legend .before { border: 2px dashed var(--before); } .legend .after { border: 2px solid var(--after); }
    .legend .region { background: var(--region); }
    .violations { margin: 14px 0 0; padding-left: 18px; color: var(--failed); }
    .facts { margin: 16px 0 0; color: var(--muted); font-size: 12px; line-height: 1.6; }
    """#
}
