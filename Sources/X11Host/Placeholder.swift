// X11Host
