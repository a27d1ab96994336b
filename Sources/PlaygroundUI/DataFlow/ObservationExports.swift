// SwiftUI re-exports Observation: `@Observable` needs no import of its own beside SwiftUI.
@_exported import Observation
