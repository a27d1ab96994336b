@_exported import LayoutCore
