/// The report page's script: builds the filters, the gallery and a case's inspector from the
/// page's JSON block. Every string from the data enters the page as text (`textContent`, text
/// nodes, attribute values), never as markup, and every image by a relative, URL-encoded path.
/// The address says what is shown (`#case=ID`, optionally `&mode=side|overlay|swipe|blink` and
/// `&change=N` to pin a change of the why list), so links and tests open a case directly.
enum QAReportScript {
  static let javaScript = #"""
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

      // Inspector ---------------------------------------------------------------------------
      // An image with a layer of marks over it; `scale` is its pixels per point.
      function shot(kind, path, scale, extra) {
        const image = el("img", { src: url(path), alt: kind, draggable: "false" });
        const node = el("div", { class: "shot", "data-kind": kind }, image, extra || [], el("div", { class: "marks" }));
        node.dataset.scale = String(scale || 1);
        image.addEventListener("load", drawMarks);
        return node;
      }

      function stopBlink() {
        if (state.blinkTimer !== null) clearInterval(state.blinkTimer);
        state.blinkTimer = null;
      }

      function renderStage(entry) {
        stopBlink();
        const qaCase = entry.case;
        const actualScale = entry.scale || 1;
        const baselineScale = entry.baselineScale || actualScale;
        const stage = el("div", { class: "stage", "data-mode": qaCase.baseline ? state.mode : "side" });
        if (!qaCase.baseline || state.mode === "side") {
          stage.append(el("div", { class: "figures" },
            qaCase.baseline ? el("figure", {}, shot("baseline", qaCase.baseline, baselineScale),
              el("figcaption", { text: "Baseline" })) : null,
            el("figure", {}, shot("actual", qaCase.actual, actualScale), el("figcaption", { text: "Actual" })),
            qaCase.diff ? el("figure", {}, shot("diff", qaCase.diff, actualScale),
              el("figcaption", { text: "Difference" })) : null));
          if (!qaCase.baseline) stage.append(el("p", { class: "note", text: "No baseline to compare with." }));
          return stage;
        }
        const top = el("img", { class: "over", src: url(qaCase.actual), alt: "actual", draggable: "false" });
        const stack = shot("baseline", qaCase.baseline, baselineScale, top);
        stack.classList.add("stack");
        const controls = el("div", { class: "controls" });
        if (state.mode === "overlay") {
          top.style.opacity = String(state.opacity / 100);
          controls.append("Baseline", el("input", { type: "range", min: 0, max: 100, value: state.opacity,
            "aria-label": "Opacity of the actual image", oninput: (event) => {
              state.opacity = Number(event.target.value);
              top.style.opacity = String(state.opacity / 100);
            } }), "Actual");
        } else if (state.mode === "swipe") {
          const divider = el("div", { class: "divider", role: "slider", tabindex: 0, "aria-label": "Swipe position",
            "aria-valuemin": 0, "aria-valuemax": 100 });
          const place = () => {
            top.style.clipPath = "inset(0 0 0 " + state.swipe + "%)";
            divider.style.left = state.swipe + "%";
            divider.setAttribute("aria-valuenow", String(Math.round(state.swipe)));
          };
          const follow = (event) => {
            const box = stack.getBoundingClientRect();
            state.swipe = Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100));
            place();
          };
          stack.classList.add("swipe-area");
          stack.addEventListener("pointerdown", (event) => {
            stack.setPointerCapture(event.pointerId);
            follow(event);
            stack.addEventListener("pointermove", follow);
          });
          const release = () => stack.removeEventListener("pointermove", follow);
          stack.addEventListener("pointerup", release);
          stack.addEventListener("pointercancel", release);
          divider.addEventListener("keydown", (event) => {
            if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
            event.stopPropagation();
            event.preventDefault();
            state.swipe = Math.min(100, Math.max(0, state.swipe + (event.key === "ArrowLeft" ? -5 : 5)));
            place();
          });
          stack.append(divider);
          place();
          controls.append("◀ Baseline · drag the divider · Actual ▶");
        } else {
          stack.classList.add("blink");
          const showing = el("span", { class: "showing", text: "Baseline" });
          const button = el("button", { type: "button", class: "plain" });
          const flip = () => {
            const actual = stack.classList.toggle("showing-actual");
            showing.textContent = actual ? "Actual" : "Baseline";
          };
          const setRunning = (running) => {
            stopBlink();
            if (running) state.blinkTimer = setInterval(flip, 500);
            button.textContent = running ? "Stop" : "Blink";
            button.setAttribute("aria-pressed", String(running));
          };
          button.addEventListener("click", () => setRunning(state.blinkTimer === null));
          setRunning(true);
          controls.append("Showing", showing, button);
        }
        stage.append(el("div", { class: "figures" }, el("figure", {}, stack)), controls);
        return stage;
      }

      function frameText(side) {
        return side && isRect(side.frame)
          ? number(side.frame[0]) + ", " + number(side.frame[1]) + " · " + number(side.frame[2]) + "×" + number(side.frame[3])
          : "—";
      }

      function colorText(side) {
        if (!side || typeof side.color !== "string") return ["—"];
        const hex = side.color.slice(0, 7);
        return [el("span", { class: "swatch", style: /^#[0-9A-Fa-f]{6}$/.test(hex) ? "background:" + hex : null }),
          side.color];
      }

      function changeItem(change, index) {
        const kinds = Array.isArray(change.kinds) ? change.kinds.map(String) : [];
        const item = el("li", { class: "change", tabindex: 0, "data-index": index },
          // No kinds: the view is unchanged in both records, yet its pixels differ (a gradient, an image).
          el("div", { class: "head" }, kinds.length ? kinds.map((kind) => el("span", { class: "kind " + kind, text: kind }))
            : el("span", { class: "kind pixels", text: "pixels only" }),
            typeof change.pixels === "number" ? el("span", { class: "pixels", text: change.pixels + " px" }) : null),
          el("div", { class: "label", text: change.label || change.type || change.id || "view" }),
          el("div", { class: "frames" }, el("span", { class: "before", text: frameText(change.before) }), " → ",
            el("span", { class: "after", text: frameText(change.after) })),
          kinds.includes("color")
            ? el("div", { class: "frames" }, colorText(change.before), " → ", colorText(change.after)) : null,
          kinds.includes("text")
            ? el("div", { class: "frames" }, JSON.stringify(change.before ? change.before.text ?? "" : ""), " → ",
              JSON.stringify(change.after ? change.after.text ?? "" : "")) : null,
          change.cause ? el("div", { class: "cause", text: change.cause }) : null);
        item.classList.toggle("pinned", state.pinned === index);
        item.addEventListener("mouseenter", () => highlight(index));
        item.addEventListener("mouseleave", () => highlight(null));
        item.addEventListener("focus", () => highlight(index));
        item.addEventListener("blur", () => highlight(null));
        item.addEventListener("click", () => {
          state.pinned = state.pinned === index ? null : index;
          for (const node of document.querySelectorAll(".change")) {
            node.classList.toggle("pinned", Number(node.dataset.index) === state.pinned);
          }
          drawMarks();
        });
        return item;
      }

      function renderWhy(entry) {
        const qaCase = entry.case;
        const why = entry.why && typeof entry.why === "object" ? entry.why : null;
        const heading = why ? "Why it changed" : "Result";
        const aside = el("aside", { class: "why", "aria-label": heading }, el("h3", { text: heading }));
        if (why) {
          aside.append(el("p", { class: "why-summary", text: why.summary || "" }));
          const changes = Array.isArray(why.changes) ? why.changes : [];
          const own = [];
          const carried = [];
          changes.forEach((change, index) => (change && change.movedWithParent ? carried : own).push([change, index]));
          aside.append(el("ol", { class: "changes" }, own.map(([change, index]) => changeItem(change, index))));
          if (carried.length) {
            aside.append(el("details", { class: "moved" },
              el("summary", { text: "+" + carried.length + " moved with their parent" }),
              el("ol", { class: "changes" }, carried.map(([change, index]) => changeItem(change, index)))));
          }
          if (typeof why.unattributedPixels === "number" && why.unattributedPixels > 0) {
            aside.append(el("p", { class: "facts", text: why.unattributedPixels + " differing pixels lie outside every changed view." }));
          }
          aside.append(el("div", { class: "legend" }, el("span", {}, el("i", { class: "before" }), "before"),
            el("span", {}, el("i", { class: "after" }), "after"), el("span", {}, el("i", { class: "region" }), "differing pixels")));
        } else if (entry.whyProblem) {
          aside.append(el("p", { class: "why-summary", text: entry.whyProblem }));
        } else if (qaCase.status === "new") {
          aside.append(el("p", { class: "why-summary", text: "New: there was no baseline, so nothing to explain." }));
        } else if (qaCase.differingPixels === 0) {
          aside.append(el("p", { class: "why-summary", text: "Matches its baseline pixel for pixel." }));
        } else {
          aside.append(el("p", { class: "why-summary", text: "No explanation: the run wrote no why.json for this case." }));
        }
        if (qaCase.violations.length) {
          aside.append(el("h3", { text: "Layout contract" }),
            el("ul", { class: "violations" }, qaCase.violations.map((line) => el("li", { text: line }))));
        }
        aside.append(el("p", { class: "facts" },
          qaCase.baseline ? qaCase.differingPixels + " of " + qaCase.totalPixels + " pixels differ (" + percent(qaCase) +
            "); threshold " + number(qaCase.thresholdPercent) + "%." : "No baseline: nothing was compared.", el("br"),
          qaCase.baselineWritten ? "This run wrote the baseline." : "The baseline was kept.", el("br"),
          el("a", { href: url(qaCase.layout), text: "layout.json" }),
          qaCase.why ? [" · ", el("a", { href: url(qaCase.why), text: "why.json" })] : null));
        return aside;
      }

      // Marks: the highlighted change's frames (before dashed, after solid) and its regions,
      // placed over every image in percent of the image's own pixels (points × scale), so they
      // stay put however the image is scaled on screen.
      function highlight(index) {
        state.hovered = index;
        drawMarks();
      }

      function drawMarks() {
        const entry = state.current;
        const index = state.hovered !== null ? state.hovered : state.pinned;
        const why = entry && entry.why && typeof entry.why === "object" ? entry.why : null;
        const change = why && Array.isArray(why.changes) && index !== null ? why.changes[index] : null;
        const regions = change && Array.isArray(why.regions)
          ? why.regions.filter((region) => Array.isArray(region.changes) && region.changes.includes(index)) : [];
        for (const node of inspectorView.querySelectorAll(".shot")) {
          const layer = node.querySelector(".marks");
          layer.replaceChildren();
          const image = node.querySelector("img");
          if (!change || !image.naturalWidth) continue;
          const scale = Number(node.dataset.scale) || 1;
          const place = (rect, kind) => {
            if (!isRect(rect)) return;
            const [x, y, w, h] = rect.map((v) => v * scale);
            layer.append(el("div", { class: "mark " + kind, style: "left:" + (100 * x) / image.naturalWidth + "%;top:" +
              (100 * y) / image.naturalHeight + "%;width:" + (100 * w) / image.naturalWidth + "%;height:" +
              (100 * h) / image.naturalHeight + "%" }));
          };
          for (const region of regions) place(region.rect, "region");
          if (change.before) place(change.before.frame, "before");
          if (change.after) place(change.after.frame, "after");
        }
      }

      function renderInspector(entry) {
        const qaCase = entry.case;
        const position = failures.indexOf(entry);
        const previous = position > 0 ? failures[position - 1] : position < 0 ? failures[failures.length - 1] : null;
        const next = position >= 0 ? failures[position + 1] || null : failures[0] || null;
        const go = (target) => () => { if (target) location.hash = caseLink(target); };
        const bar = el("div", { class: "bar" },
          el("button", { type: "button", class: "plain back", onclick: back }, "← Gallery"),
          el("h2", { text: qaCase.preview }),
          el("span", { class: "variant", text: qaCase.variantLabel }),
          el("span", { class: "badge " + qaCase.status, text: qaCase.status }),
          el("span", { class: "pct", text: percent(qaCase) }),
          el("span", { class: "spacer" }),
          qaCase.baseline ? el("div", { class: "modes", role: "tablist", "aria-label": "Comparison" },
            modes.map(([mode, label]) => el("button", { type: "button", role: "tab", "data-mode": mode,
              "aria-selected": String(state.mode === mode), text: label, onclick: () => setMode(mode) }))) : null,
          el("span", { class: "position", text: failures.length ? (position >= 0 ? "Failure " + (position + 1) + " of " +
            failures.length : failures.length + " failures") : "" }),
          el("button", { type: "button", class: "plain", title: "Previous failure (←)", disabled: !previous,
            onclick: go(previous), "aria-label": "Previous failure" }, "‹"),
          el("button", { type: "button", class: "plain", title: "Next failure (→)", disabled: !next,
            onclick: go(next), "aria-label": "Next failure" }, "›"));
        inspectorView.replaceChildren(bar, el("div", { class: "body" }, renderStage(entry), renderWhy(entry)));
        inspectorView.dataset.caseId = entry.id;
        drawMarks();
      }

      function setMode(mode) {
        state.mode = mode;
        const params = new URLSearchParams();
        params.set("case", state.current.id);
        if (mode !== "side") params.set("mode", mode);
        history.replaceState(null, "", "#" + params.toString());
        renderInspector(state.current);
      }

      // Routing -----------------------------------------------------------------------------
      // Back to the gallery, with the filters it had.
      function back() {
        location.hash = filterParams();
      }

      function route() {
        const params = new URLSearchParams(location.hash.slice(1));
        const wanted = params.get("case");
        const entry = byId.get(wanted || "");
        const missing = document.getElementById("missing");
        missing.hidden = !wanted || entry !== undefined;
        missing.textContent = wanted && !entry ? "This report has no case " + wanted + "." : "";
        if (!entry) {
          stopBlink();
          const wasOpen = state.current !== null;
          state.current = null;
          inspectorView.hidden = true;
          inspectorView.replaceChildren();
          galleryView.hidden = false;
          if (!wanted) readFilters(params);
          update();
          if (wasOpen) window.scrollTo(0, state.galleryScroll);
          return;
        }
        if (state.current === null) state.galleryScroll = window.scrollY;
        if (state.current !== entry) {
          state.pinned = null;
          state.hovered = null;
        }
        const mode = params.get("mode");
        if (modes.some(([name]) => name === mode)) state.mode = mode;
        const change = Number.parseInt(params.get("change") || "", 10);
        if (Number.isInteger(change)) state.pinned = change;
        state.current = entry;
        galleryView.hidden = true;
        inspectorView.hidden = false;
        window.scrollTo(0, 0);
        renderInspector(entry);
      }

      document.addEventListener("keydown", (event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        // Arrows move a focused slider or list; Esc leaves the case from anywhere.
        const inField = event.target instanceof HTMLElement && event.target.matches("input, select, textarea");
        if (event.key === "Escape" && state.current) {
          back();
        } else if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && failures.length && !inField) {
          const position = state.current ? failures.indexOf(state.current) : -1;
          const forward = event.key === "ArrowRight";
          let target;
          if (position < 0) target = forward ? failures[0] : failures[failures.length - 1];
          else target = failures[position + (forward ? 1 : -1)];
          if (target) {
            event.preventDefault();
            location.hash = caseLink(target);
          }
        }
      });
      window.addEventListener("hashchange", route);

      renderGallery();
      route();
    })();
    """#
}
