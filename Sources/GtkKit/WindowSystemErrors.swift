import CGtk

/// The app's last moments on X11. GDK ends a process on any X error no trap covers, with
/// `_exit(1)`: no save still on its way is finished, no file put in place. Once the window is
/// closing for good, an error about what it was (a request of its last frame reaching a
/// counter destroyed with it: in a soak, two of one run's twenty quits ended so, exit 1)
/// is of no consequence, and must not cost the user the change made just before Quit.
public enum WindowSystemErrors {
    /// From now on an X error is ignored; nothing on Wayland.
    public static func ignoreFromNow() {
        cgtk_ignore_x_errors_from_now()
    }
}
