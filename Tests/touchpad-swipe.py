#!/usr/bin/python3
"""Two-finger touchpad scrolling (or mouse wheel steps) for TouchpadTests, made through
mutter's remote desktop D-Bus API: Xvfb has no touchpad and XTest makes only wheel steps.

    touchpad-swipe.py X Y DX DY STEPS          finger scroll: STEPS deltas of (DX, DY) px, then the fingers lift
    touchpad-swipe.py X Y 0 0 STEPS --wheel    STEPS mouse wheel steps down

The pointer goes to (X, Y) of the monitor first. Runs on the session bus mutter is on.
"""
import sys, time
from gi.repository import Gio, GLib

FINISH, SOURCE_FINGER = 1, 4
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)


def call(path, interface, method, arguments=None, reply=None):
    return bus.call_sync("org.gnome.Mutter.RemoteDesktop", path, interface, method, arguments,
                         GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, -1, None)


session = call("/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop", "CreateSession", None, "(o)").unpack()[0]
SESSION = "org.gnome.Mutter.RemoteDesktop.Session"
call(session, SESSION, "Start")
x, y, dx, dy, steps = (float(value) for value in sys.argv[1:6])
# Relative motion is all an input-only session has: into the corner first, then to the point.
call(session, SESSION, "NotifyPointerMotionRelative", GLib.Variant("(dd)", (-100000.0, -100000.0)))
call(session, SESSION, "NotifyPointerMotionRelative", GLib.Variant("(dd)", (x, y)))
time.sleep(0.2)
if "--wheel" in sys.argv:
    for _ in range(int(steps)):
        call(session, SESSION, "NotifyPointerAxisDiscrete", GLib.Variant("(ui)", (0, 1)))
        time.sleep(0.016)
else:
    for _ in range(int(steps)):
        call(session, SESSION, "NotifyPointerAxis", GLib.Variant("(ddu)", (dx, dy, SOURCE_FINGER)))
        time.sleep(0.016)
    call(session, SESSION, "NotifyPointerAxis", GLib.Variant("(ddu)", (0.0, 0.0, FINISH | SOURCE_FINGER)))
time.sleep(0.2)
call(session, SESSION, "Stop")
