// swift-format-ignore-file
import UIKit

/// Whether the interface is upright, asked of the key window's scene.
var inPortrait: Bool {
    (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.interfaceOrientation.isPortrait ?? false
}

/// The app's width class, kept by the window as it resizes.
public final class WidthTracker {
    public static let shared = WidthTracker()
    var onPad = UIDevice.current.userInterfaceIdiom == .pad
    var lastWidth: CGFloat = 0
    var isWide: Bool { onPad && lastWidth >= 700 }

    private init() {}

    func update(width: CGFloat) {
        lastWidth = width
    }
}
