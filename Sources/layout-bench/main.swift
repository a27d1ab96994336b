// layout-bench: the engine's speed on the oracle's workload (see PERFORMANCE.md, “Layout: against Yoga, Taffy and the C loop”).
//
//   swift run -c release layout-bench [--quick] [--shared PATH] [--only FIGURE] [--items-per-run K]
//
// --shared: the shared directory holding oracle/climit.c (default ../shared). --only: one figure,
// for profiling. --items-per-run: fixed work per run instead of ~50 ms, for instruction counts
// (valgrind --tool=callgrind), which do not vary with the machine's load as times do.
//
// Workload: N fixed-size items (N = 100, 1,000, 10,000, 100,000), widths 20–120 and heights
// 20–40 drawn from xorshift32 seeded 2463534242 (w = 20 + r % 101, h = 20 + r % 21, interleaved),
// exactly as shared/oracle/climit.c; container width 1000, gaps 8. Each figure is the median of
// 7 runs (3 with --quick), printed with the fastest run (min=); a run repeats the work enough
// times to last about 50 ms.
//
// Figures, in ns per item:
//   flow-core      FlowArithmetic.arrange over contiguous sizes, leading, writing origins: the
//                  arithmetic alone, comparable to the C loop.
//   flow-full      the whole path through the Layout protocol: per iteration a fresh
//                  LayoutDriver(FlowLayout) over the FixedBox items (cache built, every proxy
//                  measured), sizeThatFits(width 1000, height nil), placeSubviews placing every
//                  subview. Creating the FixedBox objects is not timed.
//   flow-relayout  the same through one long-lived driver, invalidated per iteration (cache
//                  rebuilt, every proxy measured and placed again): a relayout in a live window.
//   stack          HStackLayout over N = 1,000 fixed boxes, proposal 1000 × 1000 (so the stack
//                  shares out a concrete width), fresh driver per iteration.
//   nested-stacks  a chain of 10 levels, alternating VStack (level 0, the root) and HStack; each
//                  level holds 100 fixed boxes and (but the last) the next level in the middle,
//                  as child 50 of 101: 1,000 leaves, laid out from the root with proposal
//                  1000 × 1000, the containers rebuilt per iteration. ns per leaf. Each stack
//                  measures a child at several proposals (minimum, maximum, its share), so the
//                  deeper levels are measured many times: this is the costly case for stacks.
//   c-limit        shared/oracle/climit.c (gcc -O2) run in the same process tree, leading lines,
//                  so ratios are measured in one run; skipped with a note without gcc or the file.
import Foundation
import LayoutCore

// MARK: - Arguments

var quick = false
var sharedPath = "../shared"
/// `--only NAME`: run one figure (flow-core, flow-full, flow-relayout, stack, nested-stacks, c-limit), for profiling.
var only: String?
/// `--items-per-run K`: a fixed amount of work per run instead of ~50 ms (for callgrind).
var itemsPerRun: Int?
do {
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--shared":
      guard let path = arguments.popFirst() else {
        FileHandle.standardError.write(Data("layout-bench: --shared needs a path\n".utf8))
        exit(2)
      }
      sharedPath = path
    case "--only": only = arguments.popFirst()
    case "--items-per-run": itemsPerRun = arguments.popFirst().flatMap { Int($0) }
    case "-h", "--help":
      print("usage: layout-bench [--quick] [--shared PATH] [--only FIGURE] [--items-per-run K]")
      exit(0)
    default:
      FileHandle.standardError.write(
        Data(
          "layout-bench: unknown argument \(argument)\nusage: layout-bench [--quick] [--shared PATH] [--only FIGURE] [--items-per-run K]\n"
            .utf8))
      exit(2)
    }
  }
}

let runs = quick ? 3 : 7
let sizesN = quick ? [100, 1_000, 10_000] : [100, 1_000, 10_000, 100_000]
/// How long one run should last.
let runNanoseconds: Double = quick ? 10_000_000 : 50_000_000

#if DEBUG
  print("note: a debug build; run `swift run -c release layout-bench` for meaningful figures")
#endif

// MARK: - Workload and timing

/// The oracle's inputs: xorshift32 from 2463534242, w = 20 + r % 101, h = 20 + r % 21.
func workload(_ count: Int) -> [CGSize] {
  var state: UInt32 = 2_463_534_242
  func next() -> UInt32 {
    state ^= state << 13
    state ^= state >> 17
    state ^= state << 5
    return state
  }
  return (0..<count).map { _ in
    let w = CGFloat(20 + next() % 101)
    let h = CGFloat(20 + next() % 21)
    return CGSize(width: w, height: h)
  }
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Keeps results observable so the optimiser cannot drop the work.
nonisolated(unsafe) var sink: Double = 0

/// The fastest run of the last `nanosecondsPerItem` call: on a shared machine the median moves
/// with other processes' load, the minimum much less; both are printed.
nonisolated(unsafe) var lastMinimum: Double = 0

/// The median over `runs` runs of the time per item, each run repeating `body` enough times to
/// last about `runNanoseconds` (calibrated once).
@MainActor func nanosecondsPerItem(items: Int, _ body: () -> Void) -> Double {
  body()  // warm up (caches, lazy allocations)
  let start = now()
  body()
  let once = max(now() - start, 1)
  let iterations = itemsPerRun.map { max(1, $0 / items) } ?? max(1, Int(runNanoseconds / once))
  var results: [Double] = []
  for _ in 0..<runs {
    let t0 = now()
    for _ in 0..<iterations { body() }
    results.append((now() - t0) / Double(iterations) / Double(items))
  }
  results.sort()
  lastMinimum = results[0]
  return results[results.count / 2]
}

/// `LABEL ns/item=MEDIAN min=FASTEST`.
func report(_ label: String, _ value: Double) {
  func format(_ v: Double) -> String { String(format: v < 10 ? "%.2f" : "%.1f", v) }
  print("\(label) ns/item=\(format(value)) min=\(format(lastMinimum))")
}

// MARK: - Figures

var flowCore: [Int: Double] = [:]
var flowFull: [Int: Double] = [:]

/// FlowArithmetic alone, sizes contiguous, leading, writing origins.
@inline(never)
func runFlowCore(
  _ widths: UnsafeBufferPointer<CGFloat>, _ heights: UnsafeBufferPointer<CGFloat>,
  _ xs: UnsafeMutablePointer<CGFloat>, _ ys: UnsafeMutablePointer<CGFloat>
) -> CGSize {
  FlowArithmetic.arrange(
    widths: widths, heights: heights, containerWidth: 1000, reportedWidth: 1000,
    horizontalSpacing: 8, verticalSpacing: 8, alignmentFraction: 0, originsX: xs, originsY: ys)
}

@MainActor func wanted(_ figure: String) -> Bool { only == nil || only == figure }

for n in sizesN where wanted("flow-core") {
  let sizes = workload(n)
  let widths = sizes.map(\.width)
  let heights = sizes.map(\.height)
  var xs = [CGFloat](repeating: 0, count: n)
  var ys = [CGFloat](repeating: 0, count: n)
  let value = widths.withUnsafeBufferPointer { w in
    heights.withUnsafeBufferPointer { h in
      xs.withUnsafeMutableBufferPointer { x in
        ys.withUnsafeMutableBufferPointer { y in
          nanosecondsPerItem(items: n) {
            let size = runFlowCore(w, h, x.baseAddress!, y.baseAddress!)
            sink += size.height + x[n - 1]
          }
        }
      }
    }
  }
  flowCore[n] = value
  report("flow-core N=\(n)", value)
}

/// The origins FlowArithmetic computes for `sizes` (leading, width 1000, gaps 8).
func coreOrigins(_ sizes: [CGSize]) -> [CGPoint] {
  let widths = sizes.map(\.width)
  let heights = sizes.map(\.height)
  var xs = [CGFloat](repeating: 0, count: sizes.count)
  var ys = [CGFloat](repeating: 0, count: sizes.count)
  widths.withUnsafeBufferPointer { w in
    heights.withUnsafeBufferPointer { h in
      xs.withUnsafeMutableBufferPointer { x in
        ys.withUnsafeMutableBufferPointer { y in
          _ = FlowArithmetic.arrange(
            widths: w, heights: h, containerWidth: 1000, reportedWidth: 1000, horizontalSpacing: 8,
            verticalSpacing: 8, alignmentFraction: 0, originsX: x.baseAddress, originsY: y.baseAddress)
        }
      }
    }
  }
  return zip(xs, ys).map { CGPoint(x: $0, y: $1) }
}

/// The full path: fresh driver (cache built, every proxy measured), size, place.
@inline(never)
func runFlowFull(_ items: [any LayoutItem]) -> CGSize {
  let proposal = ProposedViewSize(width: 1000, height: nil)
  let driver = LayoutDriver(FlowLayout(horizontalSpacing: 8, verticalSpacing: 8), items: items)
  let size = driver.sizeThatFits(proposal)
  driver.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal)
  return size
}

for n in sizesN where wanted("flow-full") {
  let boxes = workload(n).map { FixedBox($0) }
  let items: [any LayoutItem] = boxes
  let value = nanosecondsPerItem(items: n) {
    sink += runFlowFull(items).height
  }
  // Every box went where the arithmetic says.
  let expected = coreOrigins(boxes.map(\.size))
  precondition(boxes.indices.allSatisfy { boxes[$0].frame.origin == expected[$0] }, "flow-full misplaced a box")
  flowFull[n] = value
  report("flow-full N=\(n)", value)
}

/// The same work through one long-lived driver, invalidated per iteration (so the cache is
/// rebuilt and every proxy measured again): a relayout in a running window.
for n in sizesN where wanted("flow-relayout") {
  let items: [any LayoutItem] = workload(n).map { FixedBox($0) }
  let proposal = ProposedViewSize(width: 1000, height: nil)
  let driver = LayoutDriver(FlowLayout(horizontalSpacing: 8, verticalSpacing: 8), items: items)
  let value = nanosecondsPerItem(items: n) {
    driver.invalidate()
    let size = driver.sizeThatFits(proposal)
    driver.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal)
    sink += size.height
  }
  report("flow-relayout N=\(n)", value)
}

if wanted("stack") {
  let n = 1_000
  let items: [any LayoutItem] = workload(n).map { FixedBox($0) }
  let proposal = ProposedViewSize(width: 1000, height: 1000)
  let value = nanosecondsPerItem(items: n) {
    let driver = LayoutDriver(HStackLayout(), items: items)
    let size = driver.sizeThatFits(proposal)
    driver.placeSubviews(in: CGRect(origin: .zero, size: size), proposal: proposal)
    sink += size.width
  }
  report("stack N=\(n)", value)
}

if wanted("nested-stacks") {
  let levels = 10
  let children = 100
  let boxes = (0..<levels).map { level in
    workload(children * (level + 1)).suffix(children).map { FixedBox($0) as any LayoutItem }
  }
  /// Level `level` and everything below it.
  func tree(_ level: Int) -> any LayoutItem {
    var items = boxes[level]
    if level + 1 < levels { items.insert(tree(level + 1), at: children / 2) }
    if level % 2 == 0 { return LayoutContainer(VStackLayout(), children: items) }
    return LayoutContainer(HStackLayout(), children: items)
  }
  let proposal = ProposedViewSize(width: 1000, height: 1000)
  let value = nanosecondsPerItem(items: levels * children) {
    let root = tree(0) as! LayoutContainer<VStackLayout>
    sink += root.layOut(proposal: proposal).height
  }
  report("nested-stacks levels=\(levels) children=\(children) leaves=\(levels * children)", value)
}

// MARK: - The C loop, same run

@MainActor func runCLimit() {
  let source = URL(fileURLWithPath: sharedPath).appendingPathComponent("oracle/climit.c")
  guard FileManager.default.fileExists(atPath: source.path) else {
    print("note: c-limit skipped: \(source.path) not found (pass --shared PATH)")
    return
  }
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("layout-bench-\(ProcessInfo.processInfo.processIdentifier)")
  defer { try? FileManager.default.removeItem(at: directory) }
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let binary = directory.appendingPathComponent("climit")
    func run(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
    let gcc = ["/usr/bin/gcc", "/usr/local/bin/gcc", "/bin/gcc"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let gcc else {
      print("note: c-limit skipped: gcc not found")
      return
    }
    let (status, log) = try run(gcc, ["-O2", "-o", binary.path, source.path, "-lm"])
    guard status == 0 else {
      print("note: c-limit skipped: gcc failed: \(log.split(separator: "\n").first ?? "")")
      return
    }
    let (_, output) = try run(binary.path, [String(runs)])
    var cLimit: [Int: Double] = [:]
    // "leading N=10000 ns/item median=1.234 min=… max=…"
    for line in output.split(separator: "\n") where line.hasPrefix("leading ") {
      let fields = line.split(separator: " ")
      guard let nField = fields.first(where: { $0.hasPrefix("N=") }),
        let n = Int(nField.dropFirst(2)),
        let medianField = fields.first(where: { $0.hasPrefix("median=") }),
        let median = Double(medianField.dropFirst(7))
      else { continue }
      if quick && !sizesN.contains(n) { continue }
      cLimit[n] = median
      let minimum = fields.first(where: { $0.hasPrefix("min=") }).flatMap { Double($0.dropFirst(4)) } ?? median
      print("c-limit N=\(n) ns/item=\(String(format: "%.2f", median)) min=\(String(format: "%.2f", minimum))")
    }
    for n in sizesN {
      guard let c = cLimit[n], let core = flowCore[n], c > 0 else { continue }
      print("ratio flow-core/c-limit N=\(n) x=\(String(format: "%.2f", core / c))")
    }
  } catch {
    print("note: c-limit skipped: \(error)")
  }
}

if wanted("c-limit") { runCLimit() }
if let small = flowFull[1_000], let large = flowFull[100_000] {
  print("linearity flow-full N=100000 vs N=1000 x=\(String(format: "%.2f", large / small))")
}
if sink.isNaN { print("") }  // keeps `sink` alive
