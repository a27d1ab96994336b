// The C surface of Xlib, Xft, XRender, fontconfig and zlib used by X11Host.
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/Xresource.h>
#include <X11/extensions/Xrender.h>
#include <X11/Xft/Xft.h>
#include <fontconfig/fontconfig.h>
#include <zlib.h>

// libdispatch's main-queue hooks, the ones CoreFoundation's run loop uses: an eventfd that
// becomes readable when work is queued on the main queue (DispatchQueue.main.async, main-actor
// tasks), and the call that runs that work. The X11 event loop polls the one and calls the other.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);
