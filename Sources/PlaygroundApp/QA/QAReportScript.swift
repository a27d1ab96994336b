/// The report page's script: builds the filters, the gallery and a case's inspector from the
/// page's JSON block. Every string from the data enters the page as text (`textContent`, text
/// nodes, attribute values), never as markup, and every image by a relative, URL-encoded path.
/// The address says what is shown (`#case=ID`, optionally `&mode=side|overlay|swipe|blink` and
/// `&change=N` to pin a change of the why list), so links and tests open a case directly.
enum QAReportScript {
  static let javaScript = gallery + "\n" + inspector

  /// The shared helpers, the filters and the gallery.
  private static let gallery = #"""
    "use strict";
    (() => {
      const data = JSON.parse(document.getElementById("qa-data").textContent);
      const cases = data.cases;
      const byId = new Map(cases.map((entry) => [entry.id, entry]));
      const failures = cases.filter((entry) => entry.case.status === "failed");
      const modes = [["side", "Side by side"], ["overlay", "Overlay"], ["swipe", "Swipe"], ["blink", "Blink"]];
      const state = {
        statuses: new Set(), preview: "", axes: new Map(), mode: "side", pinned: null, hovered: null,
        blinkTimer: null, galleryScroll: 0, current: null, swipe: 50, opacity: 50,
      };
      const galleryView = document.getElementById("gallery-view");
      const inspectorView = document.getElementById("inspector-view");

      // An element with properties, listeners and children; strings become text nodes.
      function el(tag, props, ...children) {
        const node = document.createElement(tag);
        for (const [key, value] of Object.entries(props || {})) {
          if (value === null || value === undefined || value === false) continue;
          if (key === "class") node.className = value;
          else if (key === "text") node.textContent = value;
          else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
          else node.setAttribute(key, value === true ? "" : String(value));
        }
        for (const child of children.flat()) {
          if (child === null || child === undefined || child === false) continue;
          node.append(child instanceof Node ? child : String(child));
        }
        return node;
      }

      // A path relative to the report, each segment URL-encoded (preview names may hold # or ?).
      const url = (path) => path.split("/").map(encodeURIComponent).join("/");
      const caseLink = (entry) => "#case=" + encodeURIComponent(entry.id);
      const number = (value) => String(Math.round(value * 1000) / 1000);
      const isRect = (rect) => Array.isArray(rect) && rect.length === 4 && rect.every((v) => typeof v === "number");

      function percent(qaCase) {
        if (!qaCase.totalPixels || !qaCase.differingPixels) return qaCase.baseline ? "0%" : "";
        const share = (100 * qaCase.differingPixels) / qaCase.totalPixels;
        if (share < 0.01) return "<0.01%";
        return (share < 10 ? share.toFixed(2) : share.toFixed(1)) + "%";
      }

      // Filters -----------------------------------------------------------------------------
      function matches(entry) {
        const qaCase = entry.case;
        if (state.statuses.size && !state.statuses.has(qaCase.status)) return false;
        if (state.preview && entry.previewKey !== state.preview) return false;
        for (const [axis, values] of state.axes) {
          if (values.size && !values.has(qaCase.axes[axis])) return false;
        }
        return true;
      }

      function chip(label, count, pressed, onclick) {
        return el("button", { type: "button", class: "chip", "aria-pressed": String(pressed), onclick },
          label, count === null ? null : el("span", { class: "n", text: count }));
      }

      function toggle(set, value) {
        if (set.has(value)) set.delete(value); else set.add(value);
      }

      function renderFilters() {
        const box = document.getElementById("filters");
        box.replaceChildren();
        const statusGroup = el("div", { class: "filter-group", "data-filter": "status" },
          el("span", { class: "filter-label", text: "Status" }));
        for (const { status, count } of data.filters.statuses) {
          const button = chip(status, count, state.statuses.has(status), () => {
            toggle(state.statuses, status);
            update();
          });
          button.dataset.value = status;
          statusGroup.append(button);
        }
        box.append(statusGroup);
        if (data.filters.previews.length > 1) {
          const select = el("select", { "aria-label": "Preview", onchange: (event) => {
            state.preview = event.target.value;
            update();
          } }, el("option", { value: "", text: "All previews" }),
            data.filters.previews.map((preview) =>
              el("option", { value: preview.key, selected: preview.key === state.preview, text: preview.label })));
          box.append(el("div", { class: "filter-group", "data-filter": "preview" },
            el("span", { class: "filter-label", text: "Preview" }), select));
        }
        for (const { axis, values } of data.filters.axes) {
          if (!state.axes.has(axis)) state.axes.set(axis, new Set());
          const chosen = state.axes.get(axis);
          const group = el("div", { class: "filter-group", "data-filter": axis },
            el("span", { class: "filter-label", text: axis }));
          for (const value of values) {
            const count = cases.filter((entry) => entry.case.axes[axis] === value).length;
            const button = chip(value, count, chosen.has(value), () => {
              toggle(chosen, value);
              update();
            });
            button.dataset.value = value;
            group.append(button);
          }
          box.append(group);
        }
        const anyChosen = state.statuses.size || state.preview || [...state.axes.values()].some((set) => set.size);
        if (anyChosen) {
          box.append(el("button", { type: "button", class: "clear", text: "Clear filters", onclick: () => {
            state.statuses.clear();
            state.preview = "";
            state.axes.forEach((set) => set.clear());
            update();
          } }));
        }
      }

      // Gallery -----------------------------------------------------------------------------
      function card(entry) {
        const qaCase = entry.case;
        return el("a", { class: "card " + qaCase.status, href: caseLink(entry), "data-case-id": entry.id },
          el("div", { class: "thumb" }, el("img", { src: url(qaCase.actual), alt: "", decoding: "async" })),
          el("div", { class: "meta" },
            el("div", { class: "name", text: qaCase.preview, title: qaCase.preview }),
            el("div", { class: "variant", text: qaCase.variantLabel, title: qaCase.variantLabel }),
            el("div", { class: "row" },
              el("span", { class: "badge " + qaCase.status, text: qaCase.status }),
              el("span", { class: "pct", text: percent(qaCase) }),
              qaCase.violations.length ? el("span", { class: "badge strict", text: "strict",
                title: qaCase.violations.length + " contract violation(s)" }) : null)));
      }

      function renderGallery() {
        const gallery = document.getElementById("gallery");
        const severalFiles = new Set(cases.map((entry) => entry.case.file)).size > 1;
        for (const preview of data.filters.previews) {
          const members = cases.filter((entry) => entry.previewKey === preview.key);
          const first = members[0].case;
          gallery.append(el("section", { class: "group", "data-preview": preview.key },
            el("h2", {}, first.preview, severalFiles ? el("span", { class: "file", text: "  " + first.file }) : null),
            el("div", { class: "cards" }, members.map(card))));
        }
      }

      function update() {
        let shown = 0;
        for (const group of document.querySelectorAll(".group")) {
          let groupShown = 0;
          for (const node of group.querySelectorAll(".card")) {
            const visible = matches(byId.get(node.dataset.caseId));
            node.hidden = !visible;
            if (visible) groupShown += 1;
          }
          group.hidden = groupShown === 0;
          shown += groupShown;
        }
        document.getElementById("empty").hidden = shown > 0;
        renderFilters();
        // The address keeps the filters, so a link or a reload shows the same cards.
        if (state.current === null) history.replaceState(null, "", galleryAddress());
      }

      // The filters chosen, as the gallery's address says them: `status=failed,new&preview=KEY&scheme=dark…`.
      function filterParams() {
        const params = new URLSearchParams();
        if (state.statuses.size) params.set("status", [...state.statuses].join(","));
        if (state.preview) params.set("preview", state.preview);
        for (const [axis, values] of state.axes) if (values.size) params.set(axis, [...values].join(","));
        return params.toString();
      }

      function galleryAddress() {
        const hash = filterParams();
        return hash ? "#" + hash : location.pathname + location.search;
      }

      // The filters an address names; values the run does not have are ignored.
      function readFilters(params) {
        const list = (name) => (params.get(name) || "").split(",").filter((value) => value !== "");
        state.statuses = new Set(list("status").filter((status) => data.filters.statuses.some((s) => s.status === status)));
        const preview = params.get("preview") || "";
        state.preview = data.filters.previews.some((p) => p.key === preview) ? preview : "";
        for (const { axis, values } of data.filters.axes) {
          state.axes.set(axis, new Set(list(axis).filter((value) => values.includes(value))));
        }
      }

    """#
}
