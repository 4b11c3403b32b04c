#!/usr/bin/python3
"""Two-finger touchpad scrolling (or mouse wheel steps) for TouchpadTests, made through
mutter's remote desktop D-Bus API: Xvfb has no touchpad and XTest makes only wheel steps.

Started once per compositor, it keeps one remote desktop session, and so one pointer,
for its whole life: a session per gesture would plug a new pointer in each time, and a
client that bound it after the pointer had moved was never told the pointer was over its
window, so that the whole gesture went nowhere. Each line on stdin is one gesture; "ok"
on stdout says it was made (and, first, that the session started):

    X Y DX DY STEPS            finger scroll: STEPS deltas of (DX, DY) px, then the fingers lift
    X Y 0 0 STEPS --wheel      STEPS mouse wheel steps down

The pointer goes to (X, Y) of the monitor first. Runs on the session bus mutter is on.
"""
import sys, time
from gi.repository import Gio, GLib

FINISH, SOURCE_FINGER = 1, 4
SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)


def call(path, interface, method, arguments=None, reply=None):
    return bus.call_sync("org.gnome.Mutter.RemoteDesktop", path, interface, method, arguments,
                         GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, -1, None)


def gesture(session, words):
    x, y, dx, dy, steps = (float(value) for value in words[:5])
    # Relative motion is all an input-only session has: into the corner first, then to the point.
    call(session, SESSION, "NotifyPointerMotionRelative", GLib.Variant("(dd)", (-100000.0, -100000.0)))
    call(session, SESSION, "NotifyPointerMotionRelative", GLib.Variant("(dd)", (x, y)))
    time.sleep(0.2)
    if "--wheel" in words:
        for _ in range(int(steps)):
            call(session, SESSION, "NotifyPointerAxisDiscrete", GLib.Variant("(ui)", (0, 1)))
            time.sleep(0.016)
    else:
        for _ in range(int(steps)):
            call(session, SESSION, "NotifyPointerAxis", GLib.Variant("(ddu)", (dx, dy, SOURCE_FINGER)))
            time.sleep(0.016)
        call(session, SESSION, "NotifyPointerAxis", GLib.Variant("(ddu)", (0.0, 0.0, FINISH | SOURCE_FINGER)))
    time.sleep(0.2)


session = call("/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", None, "(o)").unpack()[0]
call(session, SESSION, "Start")
print("ok", flush=True)
for line in sys.stdin:
    gesture(session, line.split())
    print("ok", flush=True)
call(session, SESSION, "Stop")
