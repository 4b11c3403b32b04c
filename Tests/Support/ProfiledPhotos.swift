import Foundation

/// Real photographs (Debian's mate-backgrounds) and copies of them that ImageMagick converted
/// into wide-gamut colour spaces (colord-data's profiles), each carrying its profile: the same
/// picture, whose numbers only a colour-managed reader turns back into it.
public enum ProfiledPhotos {
    public static let photographs = ["/usr/share/backgrounds/mate/nature/TwoWings.jpg",
                                     "/usr/share/backgrounds/mate/nature/LadyBird.jpg"]
    public static let profiles = ["AdobeRGB1998", "WideGamutRGB", "ProPhotoRGB"]
    public static let profileFolder = "/usr/share/color/icc/colord"

    public static func profile(_ name: String) -> String { "\(profileFolder)/\(name).icc" }

    /// `photograph` scaled to `width` pixels wide, as an 8-bit PNG with no profile (sRGB, as
    /// an unmanaged reader takes it).
    public static func sRGB(_ photograph: String, width: Int, in folder: TemporaryFolder) throws -> String {
        let path = folder.file("\((photograph as NSString).lastPathComponent)-\(width).png")
        try convert([photograph, "-resize", "\(width)x", "-strip", path])
        return path
    }

    /// `sRGB` converted into `profile`'s colour space, the profile embedded: a JPEG (quality 95)
    /// or, for "png", a 16-bit PNG (its profile in an iCCP chunk).
    public static func converted(_ sRGB: String, to profile: String, as type: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.file("\((sRGB as NSString).lastPathComponent)-\(profile).\(type)")
        let depth = type == "png" ? ["-depth", "16"] : ["-quality", "95"]
        try convert([sRGB, "-profile", Self.profile("sRGB")] + depth + ["-profile", Self.profile(profile), path])
        return path
    }

    /// Runs ImageMagick's convert; throws with its words if it fails.
    public static func convert(_ arguments: [String]) throws {
        let result = Shell.run(["convert"] + arguments)
        guard result.status == 0 else { throw TestEnvironmentError("convert \(arguments.joined(separator: " ")) failed: \(result.output)") }
    }
}
