import SwiftParser
import SwiftSyntax
import Synchronization

/// The literals of a file that can change without a rebuild, as Xcode's previews find them.
///
/// Each integer, floating-point, boolean and string literal in an expression becomes a lookup
/// into a table the window holds (`DesignTimeRewrite`), so a save that changes only such
/// literals reaches the window as new table values (`LiteralEdit`). A literal is left alone
/// where Swift needs a constant or a lookup would change what the code means:
/// - patterns and `case` labels, enum raw values, attributes' arguments, default arguments
///   (a public function's may not call an internal function), generic arguments, `#if`
///   conditions, macros' arguments (`#Preview` names, `#colorLiteral`), `#sourceLocation`;
/// - initial values of global and `static` variables, and a `PreviewProvider`'s `static var
///   previews`: they are evaluated once, so a new value would never show; declarations marked
///   `@inlinable` (they may not call internal functions);
/// - string literals with interpolation, multi-line or raw ones, and one-character ones (the
///   literal may be a `Character` or `Unicode.Scalar`, which a string lookup cannot produce);
/// - `true` and `false` as a whole condition (`while true`: the compiler's flow analysis needs
///   the constant).
/// An edit to one of those changes the file's `skeleton` and so simply recompiles.
package struct DesignTimeLiterals: Equatable, Sendable {
  package enum Kind: Character, Equatable, Sendable {
    case integer = "I"
    case float = "F"
    case string = "S"
    case boolean = "B"
  }

  /// One literal to look up: a prefix `-` directly before a number is part of it (`-8`).
  package struct Literal: Equatable, Sendable {
    package var kind: Kind
    package var value: LiteralValue
    /// UTF-8 offsets in the file.
    package var bytes: Range<Int>
  }

  package var literals: [Literal]
  /// The file with each literal replaced by a marker of its kind (a zero byte, then the kind's
  /// letter): two versions of a file that differ only in literal values have the same skeleton.
  package var skeleton: [UInt8]

  /// Finds the literals of `text`; none in a file that does not parse, so that the compiler's
  /// errors are about the user's text alone.
  package init(_ text: String) {
    let tree = Parser.parse(source: text)
    let bytes = Array(text.utf8)
    guard !tree.hasError else {
      literals = []
      skeleton = bytes
      return
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(tree)
    literals = finder.found.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }
    var skeleton: [UInt8] = []
    skeleton.reserveCapacity(bytes.count)
    var position = 0
    for literal in literals {
      skeleton += bytes[position..<literal.bytes.lowerBound]
      skeleton += [0, literal.kind.rawValue.asciiValue ?? 0]
      position = literal.bytes.upperBound
    }
    skeleton += bytes[position...]
    self.skeleton = skeleton
  }
}

extension DesignTimeLiterals {
  /// The files found lately, by text: a save changes one file, and the others need no new parse
  /// (about 30 ms for 100 lines in a debug build, where swift-syntax is not optimised).
  private static let recent = Mutex<[String: DesignTimeLiterals]>([:])

  /// `init(text)`, remembered for the texts of the latest builds.
  package static func cached(_ text: String) -> DesignTimeLiterals {
    if let found = recent.withLock({ $0[text] }) { return found }
    let literals = DesignTimeLiterals(text)
    recent.withLock { recent in
      // A bound, not an eviction policy: a project's files, and a few saves' worth of them.
      if recent.count >= 64 { recent.removeAll() }
      recent[text] = literals
    }
    return literals
  }

  /// None of the literals of `text` looked up.
  init(unchanged text: String) {
    literals = []
    skeleton = Array(text.utf8)
  }
}

/// A literal's value, as the window's table holds it.
package enum LiteralValue: Equatable, Hashable, Codable, Sendable {
  case integer(Int)
  case float(Double)
  case string(String)
  case boolean(Bool)
}

private final class Finder: SyntaxVisitor {
  var found: [DesignTimeLiterals.Literal] = []

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.representedLiteralValue {
      addNumber(ExprSyntax(node), kind: .integer, value: .integer(value), negated: .integer(-value))
    }
    return .skipChildren
  }

  override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if let value = node.representedLiteralValue, value.isFinite {
      addNumber(ExprSyntax(node), kind: .float, value: .float(value), negated: .float(-value))
    }
    return .skipChildren
  }

  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let isCondition =
      node.parent?.is(ConditionElementSyntax.self) == true || node.parent?.is(RepeatStmtSyntax.self) == true
    if !isCondition, Self.allowsLookup(Syntax(node)) {
      add(Syntax(node), kind: .boolean, value: .boolean(node.literal.tokenKind == .keyword(.true)))
    }
    return .skipChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    // Interpolated strings are left whole, literals inside their interpolations too.
    guard node.openingPounds == nil, node.openingQuote.tokenKind == .stringQuote,
      node.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
    else { return .skipChildren }
    if let value = node.representedLiteralValue, value.count > 1, Self.allowsLookup(Syntax(node)) {
      add(Syntax(node), kind: .string, value: .string(value))
    }
    return .skipChildren
  }

  /// A number, with the `-` written directly before it (`-8` is one literal to Swift's users).
  private func addNumber(
    _ node: ExprSyntax, kind: DesignTimeLiterals.Kind, value: LiteralValue, negated: LiteralValue
  ) {
    if let prefix = node.parent?.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
      prefix.operator.trailingTrivia.isEmpty
    {
      if Self.allowsLookup(Syntax(prefix)) { add(Syntax(prefix), kind: kind, value: negated) }
      return
    }
    if Self.allowsLookup(Syntax(node)) { add(Syntax(node), kind: kind, value: value) }
  }

  private func add(_ node: Syntax, kind: DesignTimeLiterals.Kind, value: LiteralValue) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    found.append(.init(kind: kind, value: value, bytes: start..<end))
  }

  /// Whether a lookup may stand where `node` is (see `DesignTimeLiterals`).
  static func allowsLookup(_ node: Syntax) -> Bool {
    var child = node
    // Inside a stored variable's initial value (not a getter's body).
    var inInitialValue = false
    while let parent = child.parent {
      defer { child = parent }
      switch parent.kind {
      case .attribute, .enumCaseElement, .switchCaseLabel, .expressionPattern, .functionParameter,
        .enumCaseParameter, .closureParameter, .genericArgument, .poundSourceLocation, .stringLiteralExpr:
        return false
      case .macroExpansionExpr, .macroExpansionDecl:
        // The arguments (`#Preview("Name")`, `#colorLiteral(…)`), not the trailing closures.
        if child.kind == .labeledExprList { return false }
      case .matchingPatternCondition:
        // `if case 1 = x`: the pattern, not the value after `=`.
        if parent.as(MatchingPatternConditionSyntax.self)?.initializer.id != child.id { return false }
      case .ifConfigClause:
        if parent.as(IfConfigClauseSyntax.self)?.condition?.id == child.id { return false }
      case .patternBinding:
        if parent.as(PatternBindingSyntax.self)?.initializer?.id == child.id { inInitialValue = true }
      case .variableDecl:
        guard let variable = parent.as(VariableDeclSyntax.self) else { break }
        if isInlinable(variable.attributes) || isPreviewProviderPreviews(variable) { return false }
        if inInitialValue, isStatic(variable.modifiers) || isFileScope(parent) { return false }
        inInitialValue = false
      case .functionDecl:
        if let function = parent.as(FunctionDeclSyntax.self), isInlinable(function.attributes) { return false }
      case .initializerDecl:
        if let initializer = parent.as(InitializerDeclSyntax.self), isInlinable(initializer.attributes) {
          return false
        }
      case .subscriptDecl:
        if let subscriptDecl = parent.as(SubscriptDeclSyntax.self), isInlinable(subscriptDecl.attributes) {
          return false
        }
      default:
        break
      }
    }
    return true
  }

  /// `static var previews` (a `PreviewProvider`'s): evaluated once, when the build is loaded.
  private static func isPreviewProviderPreviews(_ variable: VariableDeclSyntax) -> Bool {
    isStatic(variable.modifiers)
      && variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews" }
  }

  private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
  }

  private static func isInlinable(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
      return ["inlinable", "_transparent", "_alwaysEmitIntoClient", "usableFromInline"].contains(name)
    }
  }

  /// A declaration directly in the file (in a `#if` block at file scope too).
  private static func isFileScope(_ declaration: Syntax) -> Bool {
    var node = declaration.parent
    while let current = node {
      switch current.kind {
      case .sourceFile: return true
      case .codeBlockItem, .codeBlockItemList, .ifConfigClause, .ifConfigClauseList, .ifConfigDecl:
        node = current.parent
      default: return false
      }
    }
    return false
  }
}
