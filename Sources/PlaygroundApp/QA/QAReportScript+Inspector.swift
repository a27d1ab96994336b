/// The report script's second half (QAReportScript.swift): a case's inspector (side by side,
/// overlay, swipe, blink), its why list and the marks it draws over the images, and the routing
/// between gallery and case by the address.
extension QAReportScript {
  static let inspector = #"""
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
