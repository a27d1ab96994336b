import LayoutCore
import TestSupport
import Testing

/// Properties of `FlowLayout` over seeded random inputs (300 per alignment per property),
/// checked against the CSS flex-wrap reference model (TestSupport) rather than against the code.
@Suite("FlowLayout properties")
struct FlowLayoutPropertyTests {
  @Test("the CSS reference model reproduces Chrome on every public case")
  func referenceAgreesWithChrome() throws {
    let fixtures = OracleFixtures.shared
    try #require(fixtures.cases.count == 240)
    for (index, input) in fixtures.cases.enumerated() {
      let expected = fixtures.expected[index]
      let tol = CGFloat(expected.tol) + 1e-9
      let model = CSSFlowReference.layout(
        sizes: input.items.map { CGSize(width: $0[0], height: $0[1]) },
        hgap: CGFloat(input.hspacing), vgap: CGFloat(input.vspacing),
        containerWidth: input.width.map { CGFloat($0) },
        alignment: try #require(FlowAlignment(rawValue: input.alignment)))
      #expect(
        close(model.size, CGSize(width: expected.size[0], height: expected.size[1]), tol),
        "case \(index): model size \(model.size), Chrome \(expected.size)")
      let wrong = model.origins.indices.filter {
        !close(model.origins[$0].x, CGFloat(expected.origins[$0][0]), tol)
          || !close(model.origins[$0].y, CGFloat(expected.origins[$0][1]), tol)
      }
      #expect(wrong.isEmpty, "case \(index): model differs from Chrome at items \(wrong.prefix(5))")
    }
  }

  @Test("items never overlap", arguments: FlowAlignment.allCases)
  func noOverlap(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let frames = input.run().frames
      for i in frames.indices {
        for j in frames.indices where j > i {
          let a = frames[i]
          let b = frames[j]
          let overlaps =
            a.minX < b.maxX - flowEpsilon && b.minX < a.maxX - flowEpsilon
            && a.minY < b.maxY - flowEpsilon && b.minY < a.maxY - flowEpsilon
          budget.expect(!overlaps, "\(input): items \(i) \(a) and \(j) \(b) overlap")
        }
      }
    }
  }

  @Test(
    "items keep reading order: left to right on a line, lines top to bottom",
    arguments: FlowAlignment.allCases)
  func readingOrder(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let frames = input.run().frames
      for (i, (a, b)) in zip(frames, frames.dropFirst()).enumerated() {
        // The next item is to the right on the same line, or on a later line, below this one.
        let sameLineToTheRight = abs(b.minY - a.minY) <= flowEpsilon && b.minX >= a.maxX - flowEpsilon
        let laterLine = b.minY >= a.maxY + input.vspacing - flowEpsilon
        budget.expect(sameLineToTheRight || laterLine, "\(input): item \(i + 1) \(b) after \(a)")
      }
    }
  }

  @Test("items stay within the width unless alone on their line", arguments: FlowAlignment.allCases)
  func withinWidth(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let frames = input.run().frames
      for line in input.referenceLines {
        for index in line {
          let f = frames[index]
          if line.count > 1 {
            budget.expect(
              f.minX >= -flowEpsilon && f.maxX <= input.width + flowEpsilon,
              "\(input): item \(index) \(f) leaves 0…\(input.width) on a line of \(line.count)")
          } else {
            // Alone: it may overflow only because it is wider, by exactly CSS's amount.
            let expectedX = alignment.lineStart(line: f.width, container: input.width)
            budget.expect(
              abs(f.minX - expectedX) <= flowEpsilon && f.width == input.sizes[index].width,
              "\(input): lone item \(index) at \(f.minX), CSS puts it at \(expectedX)")
          }
        }
      }
    }
  }

  @Test(
    "lines break where CSS breaks them; items are gap-separated and justified",
    arguments: FlowAlignment.allCases)
  func linesAndGaps(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let frames = input.run().frames
      for line in input.referenceLines {
        let lineWidth = CSSFlowReference.width(of: line, widths: input.widths, gap: input.hspacing)
        var x = alignment.lineStart(line: lineWidth, container: input.width)
        for index in line {
          budget.expect(
            abs(frames[index].minX - x) <= flowEpsilon,
            "\(input): item \(index) at x \(frames[index].minX), CSS \(x)")
          x += input.sizes[index].width + input.hspacing
        }
      }
    }
  }

  @Test(
    "each line is as tall as its tallest item; lines are exactly vspacing apart",
    arguments: FlowAlignment.allCases)
  func lineHeights(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let run = input.run()
      var y: CGFloat = 0
      var widest: CGFloat = 0
      let lines = input.referenceLines
      for line in lines {
        let height = line.map { input.sizes[$0].height }.max() ?? 0
        for index in line {
          budget.expect(
            abs(run.frames[index].minY - y) <= flowEpsilon,
            "\(input): item \(index) at y \(run.frames[index].minY), expected \(y)")
        }
        y += height + input.vspacing
        widest = max(widest, CSSFlowReference.width(of: line, widths: input.widths, gap: input.hspacing))
      }
      let height = lines.isEmpty ? 0 : y - input.vspacing
      let width = alignment == .leading ? widest : input.width
      budget.expect(
        abs(run.size.height - height) <= flowEpsilon && abs(run.size.width - width) <= flowEpsilon,
        "\(input): size \(run.size), expected \(width)×\(height)")
    }
  }

  @Test(
    "an unspecified or infinite width puts every item on one line with a finite size",
    arguments: FlowAlignment.allCases)
  func unboundedWidthIsOneLine(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let lineWidth = CSSFlowReference.width(
        of: Array(input.sizes.indices), widths: input.widths, gap: input.hspacing)
      let lineHeight = input.sizes.map(\.height).max() ?? 0
      for proposal in [
        ProposedViewSize.unspecified, .infinity, ProposedViewSize(width: nil, height: 50),
        ProposedViewSize(width: .infinity, height: nil),
      ] {
        let run = input.run(proposal)
        budget.expect(
          abs(run.size.width - lineWidth) <= flowEpsilon
            && abs(run.size.height - lineHeight) <= flowEpsilon,
          "\(input): size \(run.size) for \(proposal), one line is \(lineWidth)×\(lineHeight)")
        var x: CGFloat = 0
        for (index, frame) in run.frames.enumerated() {
          budget.expect(
            frame.minY == 0 && abs(frame.minX - x) <= flowEpsilon,
            "\(input): item \(index) at \(frame.origin) for \(proposal), one line puts it at x \(x)")
          x += input.sizes[index].width + input.hspacing
        }
      }
    }
  }

  @Test("results are finite for any finite input", arguments: FlowAlignment.allCases)
  func finiteForFiniteInput(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      var rng = SeededRandom(seed: seed ^ 0xF10F)
      func wild() -> CGFloat {
        switch rng.int(0...5) {
        case 0: 0
        case 1: -rng.length(upTo: 500)
        case 2: rng.length(upTo: 1e9)
        case 3: CGFloat(rng.unit()) * 1e-9
        default: rng.length(upTo: 300)
        }
      }
      let sizes = (0..<rng.int(0...25)).map { _ in CGSize(width: wild(), height: wild()) }
      let hspacing = wild()
      let vspacing = wild()
      let layout = FlowLayout(
        horizontalSpacing: hspacing, verticalSpacing: vspacing, alignment: alignment.guide)
      let proposals: [ProposedViewSize] = [
        .zero, .unspecified, .infinity, ProposedViewSize(width: wild(), height: wild()),
        ProposedViewSize(width: wild(), height: nil), ProposedViewSize(width: nil, height: wild()),
        ProposedViewSize(width: .infinity, height: wild()),
      ]
      for proposal in proposals {
        let items = sizes.map { FixedBox($0) }
        let container = LayoutContainer(layout, children: items)
        let size = container.sizeThatFits(proposal)
        let bounds = container.layOut(proposal: proposal)
        let context = "seed \(seed) \(alignment) \(proposal) h=\(hspacing) v=\(vspacing) \(sizes)"
        budget.expect(size.width.isFinite && size.height.isFinite, "\(context): size \(size)")
        budget.expect(bounds.isFiniteRect, "\(context): bounds \(bounds)")
        for item in items {
          budget.expect(item.frame.isFiniteRect, "\(context): frame \(item.frame)")
        }
      }
    }
  }

  @Test(
    "the result is the same with a fresh, a rebuilt or a reused cache",
    arguments: FlowAlignment.allCases)
  func cacheIndependence(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      let input = FlowInput.random(seed: seed, alignment: alignment)
      let widths: [CGFloat?] = [input.width, 0, input.width / 2, nil, input.width * 3, 123.5, input.width]
      let log = ContractLog(checksCacheConsistency: true)
      let items = input.makeItems()
      let reused = LayoutContainer(input.layout(), children: items, log: log)
      for (step, width) in widths.enumerated() {
        let proposal = ProposedViewSize(width: width, height: nil)
        let fresh = input.run(proposal)
        if step % 2 == 1 { reused.driver.invalidate() }
        if step == 4 { reused.driver.setItems(items) }
        let bounds = reused.layOut(proposal: proposal)
        budget.expect(
          bounds.size == fresh.size && items.map(\.frame) == fresh.frames,
          "\(input): proposal \(proposal) at step \(step) differs from a fresh container")
      }
      budget.expect(log.violations.isEmpty, "\(input): \(log.violations)")
    }
  }

  @Test(
    "a line of zero-width items still wraps an item that does not fit (spacing 0)",
    arguments: FlowAlignment.allCases)
  func zeroWidthItemsStartALine(alignment: FlowAlignment) {
    var budget = FailureBudget()
    for seed in flowSeeds {
      var rng = SeededRandom(seed: seed ^ 0x2E40)
      let container = rng.length(upTo: 300)
      let zeroWidths = rng.int(1...5)
      let vspacing = rng.chance(0.3) ? 0 : rng.length(upTo: 20)
      var sizes = (0..<zeroWidths).map { _ in CGSize(width: 0, height: rng.length(upTo: 30)) }
      let tooWide = container + 1 + rng.length(upTo: 100)
      let fits = rng.length(upTo: Double(container))
      sizes.append(CGSize(width: rng.chance(0.5) ? tooWide : fits, height: 10))
      let input = FlowInput(
        seed: seed, sizes: sizes, hspacing: 0, vspacing: vspacing, width: container,
        alignment: alignment)
      let last = input.run().frames[zeroWidths]
      let lastWidth = sizes[zeroWidths].width
      let firstLineHeight = sizes.prefix(zeroWidths).map(\.height).max() ?? 0
      if lastWidth > container {
        // CSS: the line already holds items, so 0 + 0 + w > W wraps; the articles' `currentX > 0`
        // test would keep it on the first line.
        budget.expect(
          abs(last.minY - (firstLineHeight + vspacing)) <= flowEpsilon
            && abs(last.minX - alignment.lineStart(line: lastWidth, container: container)) <= flowEpsilon,
          "\(input): the too-wide item is at \(last.origin), not at the start of line 2")
      } else {
        budget.expect(last.minY == 0, "\(input): fitting item at \(last.origin) should stay on line 1")
      }
    }
  }
}
