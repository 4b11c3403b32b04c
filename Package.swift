// swift-tools-version:6.2
import Foundation
import PackageDescription

/// The GTK 4 this build compiles against, as pkg-config reports it. Code takes GTK's newer
/// API where the version has it (`#if GTK_4_12`) and the GTK 4.8 path where it does not,
/// so both ends build without a deprecation warning; this is the one place that decides.
let gtkFeatureLevels: [SwiftSetting] = {
    let pkgConfig = Process()
    pkgConfig.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    pkgConfig.arguments = ["pkg-config", "--modversion", "gtk4"]
    let output = Pipe()
    pkgConfig.standardOutput = output
    guard (try? pkgConfig.run()) != nil else { return [] }
    pkgConfig.waitUntilExit()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0) }
    guard parts.count >= 2, parts[0] == 4 else { return [] }
    return [10, 12, 14].filter { parts[1] >= $0 }.map { .define("GTK_4_\($0)") }
}()

let package = Package(
    name: "Instagrid",
    products: [
        .executable(name: "instagrid", targets: ["instagrid"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // GTK4, Cairo and gdk-pixbuf headers plus the shim for what Swift cannot import.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev", "libcairo2-dev", "libgdk-pixbuf-2.0-dev"])]
        ),
        // lcms2, Little CMS: photos' colour profiles, converted to sRGB as they are decoded.
        .systemLibrary(name: "CLcms", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        // libjpeg-turbo's calls wrapped so that its errors return instead of jumping.
        .target(name: "CJpeg", linkerSettings: [.linkedLibrary("jpeg")]),
        // dlib's face detector behind one C function. libdlib is linked statically: its shared
        // library's package depends on 95 MiB of models the detector does not use. Optimised
        // in every build: dlib's detector at -O0 is 55 times slower (bench/face-candidates).
        .target(name: "CFaces", cxxSettings: [.unsafeFlags(["-O2"])],
                linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libdlib.a"])]),
        // The collage and its parts, validation, history, the session file: pure Swift, no C module.
        .target(name: "InstagridModel"),
        // What a photo file's header decides before any pixel (EXIF orientation, the JPEG's
        // structure, the decode plan and its memory) and the picture formats written. Pure Swift.
        .target(name: "InstagridPhotoFormats", dependencies: ["InstagridModel"]),
        // What the window's gestures and modes decide from numbers: share drag, flight,
        // touchpad swipe, framing by hand, holding a photo, the interaction mode. Pure Swift.
        .target(name: "InstagridGestures", dependencies: ["InstagridModel"]),
        // The events the app traces and the tests wait for: one enum for both ends.
        .target(name: "InstagridTrace"),
        // Every action's name and parameter: one enum for the window, which makes the actions,
        // and for the tests, which drive them through `gapplication action` and cannot import
        // the UI. Pure Swift, so the tests compile against the names instead of copying them.
        .target(name: "InstagridActions"),
        // Swift over GLib's own conventions (GError) and GLib's thread-safe helpers (the user's
        // folders, gettext, the log), for GTK's wrappers, rendering and any thread of the UI.
        .target(name: "GLibKit", dependencies: ["CGtk"]),
        // Swift wrappers over GTK: GObject ownership, boxed signal closures, widgets.
        // GTK runs on the main thread's GLib loop, so everything here is the main actor's
        // unless it says otherwise.
        .target(name: "GtkKit", dependencies: ["CGtk", "GLibKit"], swiftSettings: [.defaultIsolation(MainActor.self)] + gtkFeatureLevels),
        // Photo decoding and Cairo drawing; never initialises GTK.
        .target(name: "InstagridRender", dependencies: ["InstagridModel", "InstagridPhotoFormats", "InstagridTrace", "GLibKit", "CGtk", "CJpeg", "CLcms", "CFaces"]),
        // What the window decides without GTK: the collage, its history and the one gate its
        // edits go through; the interaction machine's answers. Runs on the main loop's thread.
        .target(name: "InstagridEngine", dependencies: ["InstagridModel", "InstagridActions", "InstagridGestures", "InstagridTrace"],
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        // What the window and the command line both need of the app: where its files are,
        // its version, its words in the user's language, its table of keys.
        .target(name: "InstagridResources", dependencies: ["InstagridModel", "InstagridRender", "InstagridActions", "InstagridEngine", "InstagridGestures", "GLibKit"]),
        // The GTK screen: window, grid view, layout buttons, actions.
        .target(name: "InstagridUI", dependencies: ["InstagridResources", "InstagridEngine", "InstagridModel", "InstagridActions", "InstagridGestures", "InstagridPhotoFormats", "InstagridRender", "InstagridTrace", "GLibKit", "GtkKit"],
                swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "instagrid",
            dependencies: [
                "InstagridModel",
                "InstagridPhotoFormats",
                "InstagridRender",
                "InstagridTrace",
                "InstagridResources",
                "InstagridUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Photo fixtures and pixel checks shared by the test targets.
        .target(name: "InstagridTestSupport", dependencies: ["CGtk", "InstagridActions", "InstagridTrace"], path: "Tests/Support"),
        .testTarget(name: "InstagridModelTests", dependencies: ["InstagridModel", "InstagridTestSupport"]),
        .testTarget(name: "InstagridGesturesTests", dependencies: ["InstagridGestures", "InstagridModel"]),
        .testTarget(name: "InstagridEngineTests", dependencies: ["InstagridEngine", "InstagridGestures", "InstagridModel", "InstagridTestSupport"]),
        .testTarget(name: "InstagridPhotoFormatsTests", dependencies: ["InstagridPhotoFormats", "InstagridModel", "InstagridTestSupport"]),
        .testTarget(name: "InstagridRenderTests", dependencies: ["InstagridRender", "InstagridPhotoFormats", "InstagridTestSupport", "CGtk", "CFaces"]),
        .testTarget(name: "InstagridCLITests", dependencies: ["InstagridModel", "InstagridTestSupport"]),
        .testTarget(name: "InstagridGUITests", dependencies: ["InstagridModel", "InstagridGestures", "InstagridActions", "InstagridTrace", "InstagridTestSupport"]),
        // What the UI module decides that needs no display: its menus' models, read in process.
        .testTarget(name: "InstagridUITests", dependencies: ["InstagridUI", "InstagridResources", "InstagridModel", "GtkKit", "CGtk"]),
    ]
)
