package app.mithaq;

import static org.junit.Assert.assertEquals;

import android.content.Context;
import androidx.test.ext.junit.runners.AndroidJUnit4;
import androidx.test.platform.app.InstrumentationRegistry;
import org.junit.Test;
import org.junit.runner.RunWith;

/** On a device or emulator: the installed app is Mithaq's (the id App Links and the stores know). */
@RunWith(AndroidJUnit4.class)
public class AppPackageTest {

    @Test
    public void runsAsMithaq() {
        Context appContext = InstrumentationRegistry.getInstrumentation().getTargetContext();
        assertEquals("app.mithaq", appContext.getPackageName());
    }
}
