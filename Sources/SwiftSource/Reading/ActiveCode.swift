import SwiftIfConfig
import SwiftSyntax

/// The code a build for the preview's platform compiles: `#if` blocks replaced by their active
/// clause, wherever they stand (statements, members, switch cases, modifier chains).
struct ActiveCode {
  var configuration: PreviewBuildConfiguration

  init(platform: Platform) {
    configuration = PreviewBuildConfiguration(platform: platform)
  }

  /// The clause of `block` that is compiled, or `nil` when none is.
  func activeClause(_ block: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    block.activeClause(in: configuration).clause
  }

  /// The statements of `list` that are compiled, `#if` blocks flattened.
  func statements(_ list: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    var result: [CodeBlockItemSyntax] = []
    for item in list {
      if let block = item.item.as(IfConfigDeclSyntax.self) {
        if case .statements(let inner)? = activeClause(block)?.elements {
          result += statements(inner)
        }
      } else {
        result.append(item)
      }
    }
    return result
  }

  /// The member declarations of `list` that are compiled, `#if` blocks flattened.
  func members(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var result: [DeclSyntax] = []
    for item in list {
      if let block = item.decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let inner)? = activeClause(block)?.elements { result += members(inner) }
      } else {
        result.append(item.decl)
      }
    }
    return result
  }

  /// The cases of a `switch` that are compiled, `#if` blocks flattened.
  func cases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
    var result: [SwitchCaseSyntax] = []
    for element in list {
      switch element {
      case .switchCase(let switchCase): result.append(switchCase)
      case .ifConfigDecl(let block):
        if case .switchCases(let inner)? = activeClause(block)?.elements { result += cases(inner) }
      }
    }
    return result
  }
}
